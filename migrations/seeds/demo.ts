import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import type { SurveyInput } from '@nanum/shared/boardSchemas';
import { siteDay } from '@nanum/shared/timeZone';
import { insertedId, toDbDate, toNumber } from '../../apps/api/src/db/values';
import { IMAGE_PATH, sanitizePostHtml } from '../../apps/api/src/modules/community/sanitize';
import { insertSurvey } from '../../apps/api/src/modules/community/survey.repo';
import { storedKey, storeImage } from '../../apps/api/src/modules/community/upload.service';
import { REPO_ROOT } from '../../apps/api/src/config/repoRoot';
import { storageAt } from '../../apps/api/src/uploads/storageRegistry';
import { boardSettingsColumns } from '../../apps/api/src/modules/content/boardAdmin.repo';
import { hashPassword } from '../../apps/api/src/modules/user/password';
import { emailColumns } from '../../apps/api/src/modules/user/user.repo';
import { alarms } from './data/alarms';
import { boards } from './data/boards';
import { campaigns } from './data/campaigns';
import { orgMembers } from './data/orgMembers';
import { DEMO_PASSWORD, divisions, members, roleAccounts, teams } from './data/people';
import { postsByBoard } from './data/posts/byBoard';
import { corporations, endorsers, partners, popups } from './data/site';
import { champSurvey } from './data/survey';
import { indexAllPostsAndComments } from '../../apps/api/src/db/fullText';
import { seedSiteContent } from './siteContent';
import { participationRow } from './participations';
import type { SeedComment, SeedImage, SeedPerson, SeedPost, SeedReply } from './data/types';

/**
 * Demo content for a fresh database: the Korean texts live in ./data, this file turns them into
 * rows. Everything is inserted in one transaction, so a failure leaves the database untouched.
 * Dates are relative to `now`; counters (comment_count, recommend) match the rows inserted.
 * The gallery's pictures (migrations/seeds/data/gallery) are uploaded into `uploadDir` as members' uploads
 * are; a failed seed removes the files it stored.
 */

export interface DemoLogin {
  role: string;
  email: string;
  password: string;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The gallery's pictures, uploaded by the seed as their authors' (never served from here). */
export const GALLERY_IMAGE_DIR = path.join(REPO_ROOT, 'migrations/seeds/data/gallery');

export interface SeedOptions {
  /** "Now" of the demo: every date is relative to it. */
  now?: Date;
  /** The app's uploads folder (config.uploadDir): where the gallery's pictures are stored. */
  uploadDir: string;
}

interface Clock {
  now: number;
  /** 'YYYY-MM-DD HH:MM:SS' (UTC) of a moment given in milliseconds. */
  at(ms: number): string;
  daysAgo(days: number): number;
}

interface Person {
  id: number;
  seed: SeedPerson;
}

interface InsertedPost {
  id: number;
  boardHref: string;
  time: number;
}

/** Where the demo's uploads go, and the stored names written so far (removed if the seed fails). */
interface Uploads {
  dir: string;
  stored: string[];
}

export async function seedDemo(db: Knex, options: SeedOptions): Promise<DemoLogin[]> {
  const now = options.now ?? new Date();
  // One hash for every demo account, computed before the transaction so it holds no lock meanwhile.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const clock: Clock = {
    now: now.getTime(),
    at: (ms) => toDbDate(new Date(ms)),
    daysAgo: (days) => now.getTime() - days * DAY,
  };
  const uploads: Uploads = { dir: options.uploadDir, stored: [] };

  try {
    await db.transaction(async (trx) => {
      const org = await insertOrganisation(trx, clock);
      const people = await insertPeople(trx, org, passwordHash, clock);
      const posts = await insertBoardsAndPosts(trx, people, clock, uploads);
      await insertChampSurvey(trx, posts, people, clock);
      await insertAlarms(trx, posts, people, clock);
      await insertSiteContent(trx, clock);
      await insertCampaigns(trx, org, people, clock);
      // The rows above went in directly: the search index learns them here, in the same transaction.
      await indexAllPostsAndComments(trx);
    });
  } catch (error) {
    // The rows are rolled back: the files stored for them go too (else the orphan sweep would, later).
    const storage = storageAt(uploads.dir);
    await Promise.allSettled(uploads.stored.map((name) => storage.remove(storedKey(name))));
    throw error;
  }

  return roleAccounts.map((account) => ({ role: account.role ?? account.key, email: account.email, password: DEMO_PASSWORD }));
}

interface Organisation {
  divisions: Map<string, number>;
  teams: Map<string, number>;
}

async function insertOrganisation(trx: Knex.Transaction, clock: Clock): Promise<Organisation> {
  const created = clock.at(clock.daysAgo(900));
  const org: Organisation = { divisions: new Map(), teams: new Map() };
  for (const [index, name] of divisions.entries()) {
    org.divisions.set(name, insertedId(await trx('divisions').insert({ name, sort: index + 1, created_at: created, updated_at: created })));
  }
  for (const [index, team] of teams.entries()) {
    const row = { division_id: org.divisions.get(team.division), name: team.name, image: null, sort: index + 1, created_at: created, updated_at: created };
    org.teams.set(team.name, insertedId(await trx('teams').insert(row)));
  }
  return org;
}

async function insertPeople(trx: Knex.Transaction, org: Organisation, passwordHash: string, clock: Clock): Promise<Map<string, Person>> {
  const people = new Map<string, Person>();
  for (const seed of [...roleAccounts, ...members]) {
    const created = clock.at(clock.daysAgo(seed.joinedDaysAgo));
    const lastLogin = seed.lastLoginDaysAgo === undefined ? null : clock.at(clock.daysAgo(seed.lastLoginDaysAgo) - 2 * HOUR);
    const id = insertedId(
      await trx('users').insert({
        ...emailColumns(seed.email),
        password_hash: passwordHash,
        name: seed.name,
        birthday: seed.birthday,
        number: seed.number,
        address: seed.address,
        university: seed.university ?? null,
        department: seed.department ?? null,
        gender: seed.gender,
        mbti: seed.mbti,
        type: seed.type,
        rank: seed.rank,
        cardinal: seed.cardinal,
        power: seed.power,
        certify: seed.certify,
        // Certified demo members proved their email at sign-up; the uncertified one did not.
        email_verified: seed.certify,
        terms_agreed_at: seed.certify ? created : null,
        end_of_activity: seed.endOfActivity ?? 0,
        division_id: seed.division ? org.divisions.get(seed.division) : null,
        team_id: seed.team ? org.teams.get(seed.team) : null,
        last_login_at: lastLogin,
        created_at: created,
        updated_at: created,
      }),
    );
    people.set(seed.key, { id, seed });
  }
  return people;
}

function person(people: Map<string, Person>, key: string): Person {
  const found = people.get(key);
  if (!found) throw new Error(`demo seed: unknown person "${key}"`);
  return found;
}

/** `count` verified members other than the author, rotating from `offset` so that likes spread out. */
function recommenders(people: Map<string, Person>, authorKey: string, count: number, offset: number): Person[] {
  const eligible = [...people.values()].filter((p) => p.seed.certify === 1 && p.seed.key !== authorKey);
  if (count > eligible.length) throw new Error(`demo seed: ${count} recommendations but only ${eligible.length} members`);
  return Array.from({ length: count }, (_, i) => eligible[(offset + i) % eligible.length] as Person);
}

/** Comments in display order (each reply right after its parent), for counting and timing. */
function flatten(comments: SeedComment[]): SeedReply[] {
  return comments.flatMap((comment) => [comment, ...(comment.replies ?? [])]);
}

async function insertBoardsAndPosts(trx: Knex.Transaction, people: Map<string, Person>, clock: Clock, uploads: Uploads): Promise<Map<string, InsertedPost>> {
  const created = clock.at(clock.daysAgo(800));
  const boardIds = new Map<string, number>();
  const kindIds = new Map<string, number>(); // `${href}/${kind name}` -> id
  for (const [index, board] of boards.entries()) {
    const boardId = insertedId(
      await trx('boards').insert({
        href: board.href,
        ...boardSettingsColumns({ ...board, certifiedOnly: board.certifiedOnly === 1 }),
        sort: index + 1,
        created_at: created,
        updated_at: created,
      }),
    );
    for (const [sort, kind] of board.kinds.entries()) {
      const kindId = insertedId(await trx('board_kinds').insert({ board_id: boardId, name: kind.name, color: kind.color, sort: sort + 1 }));
      kindIds.set(`${board.href}/${kind.name}`, kindId);
    }
    boardIds.set(board.href, boardId);
  }

  // Oldest first, so that ids grow with time as they would on a live site.
  const all = boards.flatMap((board) => (postsByBoard[board.href] ?? []).map((post) => ({ href: board.href, post })));
  all.sort((a, b) => b.post.daysAgo - a.post.daysAgo);

  const inserted = new Map<string, InsertedPost>();
  for (const [index, { href, post }] of all.entries()) {
    const time = clock.daysAgo(post.daysAgo) - ((index * 5) % 9) * HOUR - 30 * 60_000;
    const id = await insertPost(trx, post, { boardId: boardIds.get(href) as number, kindId: kindIds.get(`${href}/${post.kind}`), time, index }, people, clock, uploads);
    if (post.key) inserted.set(post.key, { id, boardHref: href, time });
  }
  return inserted;
}

async function insertPost(
  trx: Knex.Transaction,
  post: SeedPost,
  where: { boardId: number; kindId: number | undefined; time: number; index: number },
  people: Map<string, Person>,
  clock: Clock,
  uploads: Uploads,
): Promise<number> {
  if (where.kindId === undefined) throw new Error(`demo seed: unknown kind "${post.kind}" for "${post.title}"`);
  const comments = post.comments ?? [];
  const likes = recommenders(people, post.by, post.recommend, where.index * 3);
  const authorId = person(people, post.by).id;
  // Pictures are uploaded first and shown in the content, as the editor does (WriteView, writePost).
  const images = await uploadImages(trx, post.images ?? [], authorId, uploads);
  const content = images.length === 0 ? post.content : sanitizePostHtml(post.content + images.map((image) => `<p><img src="${IMAGE_PATH}${image.id}" alt="${image.alt}"></p>`).join(''));
  const postId = insertedId(
    await trx('posts').insert({
      board_id: where.boardId,
      kind_id: where.kindId,
      user_id: authorId,
      title: post.title,
      content,
      link: post.link ?? null,
      source: post.source ?? null,
      video_url: post.videoUrl ?? null,
      // The first picture's own address, as the app records an uploaded one (writePost).
      thumbnail: images[0] ? `${IMAGE_PATH}${images[0].id}` : null,
      pinned: post.pinned ? 1 : 0,
      visit: post.visit,
      recommend: likes.length,
      comment_count: flatten(comments).length,
      created_at: clock.at(where.time),
      updated_at: clock.at(where.time),
    }),
  );
  await insertLikes(trx, 'post_recommendations', 'post_id', postId, likes, where.time, clock);
  if (images.length > 0) {
    // Uploaded a few minutes before the post was saved, and attached to it by the save.
    await trx('attachments').whereIn('id', images.map((image) => image.id)).update({ post_id: postId, created_at: clock.at(where.time - 10 * 60_000) });
  }

  // Comments are spread between the post and now, at most six hours apart.
  const gap = Math.min(6 * HOUR, (clock.now - where.time) / (flatten(comments).length + 1));
  let slot = 0;
  const insertComment = async (comment: SeedReply, parentId: number | null): Promise<number> => {
    slot += 1;
    const time = where.time + slot * gap;
    const commentLikes = recommenders(people, comment.by, comment.recommend ?? 0, where.index + slot);
    const id = insertedId(
      await trx('comments').insert({
        post_id: postId,
        user_id: person(people, comment.by).id,
        parent_id: parentId,
        description: comment.text,
        recommend: commentLikes.length,
        created_at: clock.at(time),
        updated_at: clock.at(time),
      }),
    );
    await insertLikes(trx, 'comment_recommendations', 'comment_id', id, commentLikes, time, clock);
    return id;
  };
  for (const comment of comments) {
    const parentId = await insertComment(comment, null);
    for (const reply of comment.replies ?? []) await insertComment(reply, parentId);
  }
  return postId;
}

/**
 * A post's pictures, stored as a member's upload is (storeImage: judged by its bytes, re-encoded
 * as WebP under a generated name in the uploads' board folder, one attachments row each), not yet
 * attached. Answers their ids with their descriptions.
 */
async function uploadImages(trx: Knex.Transaction, images: SeedImage[], userId: number, uploads: Uploads): Promise<{ id: number; alt: string }[]> {
  const stored: { id: number; alt: string }[] = [];
  for (const image of images) {
    const buffer = await readFile(path.join(GALLERY_IMAGE_DIR, image.file));
    const upload = await storeImage(trx, uploads.dir, userId, { originalname: image.name, buffer, size: buffer.length });
    const row = (await trx('attachments').where({ id: upload.id }).first('stored_name')) as { stored_name: string };
    uploads.stored.push(row.stored_name);
    stored.push({ id: upload.id, alt: escapeAttribute(image.alt) });
  }
  return stored;
}

const escapeAttribute = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function insertLikes(
  trx: Knex.Transaction,
  table: 'post_recommendations' | 'comment_recommendations',
  column: 'post_id' | 'comment_id',
  targetId: number,
  likers: Person[],
  since: number,
  clock: Clock,
): Promise<void> {
  if (likers.length === 0) return;
  const gap = Math.min(3 * HOUR, (clock.now - since) / (likers.length + 1));
  await trx(table).insert(likers.map((liker, i) => ({ [column]: targetId, user_id: liker.id, created_at: clock.at(since + (i + 1) * gap) })));
}

async function insertChampSurvey(trx: Knex.Transaction, posts: Map<string, InsertedPost>, people: Map<string, Person>, clock: Clock): Promise<void> {
  const post = posts.get(champSurvey.postKey);
  if (!post) throw new Error(`demo seed: no post "${champSurvey.postKey}" for the survey`);
  const survey: SurveyInput = {
    title: champSurvey.title,
    endAt: new Date(clock.now + champSurvey.endsInDays * DAY).toISOString(),
    questions: champSurvey.questions.map((question) => ({ secret: false, multiple: false, required: false, cancelable: false, ...question, options: question.options ?? [] })),
  };
  const surveyId = await insertSurvey(trx, post.id, survey, new Date(post.time));
  // The answers point at the question and option rows just made, in their order.
  const questions: { id: number; options: number[] }[] = [];
  for (const row of await trx('survey_questions').where({ survey_id: surveyId }).orderBy('sort').select('id')) {
    const options = await trx('survey_options').where({ question_id: row.id }).orderBy('sort').pluck('id');
    questions.push({ id: toNumber(row.id), options: options.map(toNumber) });
  }

  const gap = Math.min(6 * HOUR, (clock.now - post.time) / (champSurvey.answers.length + 1));
  for (const [i, answer] of champSurvey.answers.entries()) {
    const userId = person(people, answer.by).id;
    const created_at = clock.at(post.time + (i + 1) * gap);
    const rows: Record<string, unknown>[] = [];
    champSurvey.questions.forEach((question, q) => {
      const target = questions[q] as { id: number; options: number[] };
      if (question.mode === 'choice') {
        for (const choice of answer.choices) rows.push({ question_id: target.id, user_id: userId, option_id: target.options[choice], created_at });
      } else if (question.mode === 'score' && answer.score !== undefined) {
        rows.push({ question_id: target.id, user_id: userId, score: answer.score, created_at });
      } else if (question.mode === 'essay' && answer.essay) {
        rows.push({ question_id: target.id, user_id: userId, text: answer.essay, created_at });
      }
    });
    if (rows.length > 0) await trx('survey_answers').insert(rows);
  }
}

async function insertAlarms(trx: Knex.Transaction, posts: Map<string, InsertedPost>, people: Map<string, Person>, clock: Clock): Promise<void> {
  const rows = alarms.map((alarm) => {
    let href: string;
    if ('post' in alarm.link) {
      const post = posts.get(alarm.link.post);
      if (!post) throw new Error(`demo seed: no post "${alarm.link.post}" for an alarm`);
      href = `/community/${post.boardHref}/${post.id}`;
    } else if ('ability' in alarm.link) {
      href = `/youth/ability/${person(people, alarm.link.ability).id}`;
    } else {
      href = alarm.link.path;
    }
    return {
      user_id: person(people, alarm.to).id,
      title: alarm.title,
      sub_title: alarm.subTitle,
      description: alarm.description,
      href,
      view: alarm.view,
      created_at: clock.at(clock.now - alarm.hoursAgo * HOUR),
    };
  });
  await trx('alarms').insert(rows);
}

async function insertSiteContent(trx: Knex.Transaction, clock: Clock): Promise<void> {
  const created = clock.at(clock.daysAgo(700));
  const stamps = { created_at: created, updated_at: created };
  await trx('partners').insert(partners.map((p, i) => ({ name: p.name, image: `/images/partners/${p.slug}.svg`, sort: i + 1, ...stamps })));
  await trx('corporations').insert(
    corporations.map((c, i) => ({ name: c.name, description: c.description, link: c.link, sort: i + 1, image: `/images/partners/${c.slug}.svg`, ...stamps })),
  );
  // The active pop-up has no end; the inactive one ran for a month last summer.
  await trx('popup_contents').insert(
    popups.map((popup) => ({
      ...popup,
      image: '',
      start_at: popup.active ? clock.at(clock.daysAgo(7)) : clock.at(clock.daysAgo(150)),
      end_at: popup.active ? null : clock.at(clock.daysAgo(120)),
      created_at: clock.at(clock.daysAgo(popup.active ? 7 : 150)),
      updated_at: clock.at(clock.daysAgo(popup.active ? 7 : 120)),
    })),
  );
  await seedSiteContent(trx, created);
  await trx('endorsers').insert(endorsers.map((e, i) => ({ ...e, image: `/images/endorsers/${i + 1}.svg`, sort: i + 1, ...stamps })));
  await trx('org_members').insert(
    Object.entries(orgMembers).flatMap(([category, list]) =>
      list.map((m, i) => ({ category, name: m.name, position: m.position, description: m.description, image: null, sort: i + 1, ...stamps })),
    ),
  );
}

/** 'YYYY-MM-DD' in Korea of a moment. */
const kstDate = (ms: number): string => siteDay(new Date(ms));

/**
 * A demo campaign's times and deadline: it starts at 10:00 and, for one day, ends when its credited
 * time has passed (16:00 for longer ones); applications to a coming one close 3 days before it.
 */
function seedSchedule(campaign: { days: number; creditMinutes: number }, start: number, now: number) {
  const endMinutes = campaign.days === 1 ? Math.min(10 * 60 + campaign.creditMinutes, 22 * 60) : 16 * 60;
  const clockText = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { start_time: '10:00', end_time: clockText(endMinutes), apply_deadline: start > now ? kstDate(start - 3 * DAY) : null };
}

async function insertCampaigns(trx: Knex.Transaction, org: Organisation, people: Map<string, Person>, clock: Clock): Promise<void> {
  const operator = person(people, 'operator').id;
  const divisionId = org.divisions.get('청소년본부') ?? null;
  for (const campaign of campaigns) {
    const start = clock.daysAgo(campaign.startDaysAgo);
    const end = start + (campaign.days - 1) * DAY;
    const created = clock.at(start - 21 * DAY);
    const campaignId = insertedId(
      await trx('campaigns').insert({
        name: campaign.name,
        description: campaign.description,
        place: campaign.place,
        start_date: kstDate(start),
        end_date: kstDate(end),
        ...seedSchedule(campaign, start, clock.now),
        credit_minutes: campaign.creditMinutes,
        capacity: campaign.capacity,
        division_id: divisionId,
        created_by: operator,
        created_at: created,
        updated_at: created,
      }),
    );
    const rows = Object.entries(campaign.participants).map(([key, status]) =>
      participationRow({ campaignId, userId: person(people, key).id, status, operator, creditMinutes: campaign.creditMinutes, start, end, now: clock.now }),
    );
    if (rows.length > 0) await trx('campaign_participations').insert(rows);
  }
}
