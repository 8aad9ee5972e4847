import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_REGEX } from '@nanum/shared/schemas';
import { siteToday } from '@nanum/shared/timeZone';
import { hasActivityEnded, isParticipantType } from '@nanum/shared/youthRules';
import type { Db } from '../../apps/api/src/db/knex';
import { createTestDb, testDialects, type Dialect, type TestDb } from '../../apps/api/src/test/testDb';
import { toIso, toNumber } from '../../apps/api/src/db/values';
import { imageIdsIn } from '../../apps/api/src/modules/community/sanitize';
import { boardUploadDir } from '../../apps/api/src/modules/community/upload.service';
import { renderMarkdown } from '../../apps/api/src/modules/site/markdown';
import { verifyPassword } from '../../apps/api/src/modules/user/password';
import { GALLERY_IMAGE_DIR, seedDemo, type DemoLogin } from './demo';
import { DEMO_CANCEL_REASON } from './participations';

/** The routes of SPEC section 2 that are boards. */
const SPEC_BOARDS = ['notice', 'annual-fundraising', 'donation-utilization', 'champ', 'knowhow', 'gallery', 'press', 'video'];
const MEMBER_CATEGORIES = ['global', 'advisory', 'presidency', 'committee', 'director', 'influencer', 'ambassador', 'branch', 'esg'];

/** A migrated throwaway database (SQLite file, or a new database on TEST_MYSQL_URL's server). */
const openDatabase = (dialect: Dialect): Promise<TestDb> => createTestDb(dialect);

async function count(db: Db, table: string, where: Record<string, unknown> = {}): Promise<number> {
  const row = await db(table).where(where).count({ n: '*' }).first();
  return toNumber(row?.n);
}

/** Rows per value of `column` (e.g. comments per post). */
async function countBy(db: Db, table: string, column: string): Promise<Map<number, number>> {
  const rows = (await db(table).select(column).count({ n: '*' }).groupBy(column)) as Record<string, unknown>[];
  return new Map(rows.map((row) => [toNumber(row[column]), toNumber(row.n)]));
}

function time(value: string | Date | null): number {
  return Date.parse(toIso(value) as string);
}

/** The files stored in a test database's uploads (board folder), by name. */
function storedFiles(uploadDir: string): string[] {
  const folder = boardUploadDir(uploadDir);
  return existsSync(folder) ? readdirSync(folder).sort() : [];
}

/** Phone and fax numbers written as Korean numbers are (02-123-4567, 031-1234-5678, 010-1234-5678). */
const PHONE = /(?<![\d-])0\d{1,2}-\d{3,4}-\d{4}(?![\d-])/g;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

describe.each(testDialects())('demo seed (%s)', (dialect) => {
  let database: TestDb;
  let db: Db;
  let logins: DemoLogin[];
  let uploadDir: string;

  beforeAll(async () => {
    database = await openDatabase(dialect);
    db = database.db;
    uploadDir = path.join(database.dataDir, 'uploads');
    logins = await seedDemo(db, { uploadDir });
  });
  afterAll(async () => {
    await database?.drop();
  });

  async function userByEmail(email: string) {
    const user = await db('users').where({ email }).first();
    expect(user, email).toBeDefined();
    return user;
  }

  it('returns one login per role, all with the shared demo password', () => {
    expect(logins.map((login) => login.email)).toEqual([
      'admin@nanum.example', 'operator@nanum.example', 'division@nanum.example',
      'champ@nanum.example', 'member@nanum.example', 'uncertified@nanum.example',
    ]);
    for (const login of logins) {
      expect(login.password).toBe('nanum1234!');
      expect(login.role).toMatch(/[가-힣].*\(.+\)/);
    }
    expect('nanum1234!').toMatch(PASSWORD_REGEX);
  });

  it('creates every role account with its power, rank, type and verification, and a working password', async () => {
    const expected: Record<string, Record<string, number>> = {
      'admin@nanum.example': { power: 2, type: 1, certify: 1 },
      'operator@nanum.example': { power: 1, type: 1, certify: 1 },
      'division@nanum.example': { rank: 10, type: 1, certify: 1 },
      'champ@nanum.example': { type: 2, cardinal: 1, rank: 2, certify: 1, end_of_activity: 1, power: 0 },
      'member@nanum.example': { type: 0, power: 0, certify: 1 },
      'uncertified@nanum.example': { certify: 0, power: 0 },
    };
    for (const login of logins) {
      const user = await userByEmail(login.email);
      expect(user, login.email).toMatchObject(expected[login.email] as Record<string, number>);
      expect(await verifyPassword(login.password, user.password_hash), login.email).toBe(true);
      expect(await verifyPassword('wrong-password1!', user.password_hash)).toBe(false);
    }
    expect((await userByEmail('division@nanum.example')).division_id).not.toBeNull();
  });

  it('gives the champ member a complete youth profile (team in their division, MBTI, school)', async () => {
    const champ = await userByEmail('champ@nanum.example');
    expect(champ.mbti).toBeGreaterThanOrEqual(1);
    expect(champ.mbti).toBeLessThanOrEqual(16);
    expect(champ.gender).not.toBe(0);
    expect(champ.university).toMatch(/[가-힣]/);
    expect(champ.department).toMatch(/[가-힣]/);
    const team = await db('teams').where({ id: champ.team_id }).first();
    expect(team.division_id).toBe(champ.division_id);
    expect(team.image).toBeNull();
  });

  it('adds about ten verified ordinary members who take part in the community', async () => {
    const others = await db('users').whereNotIn('email', logins.map((login) => login.email));
    expect(others.length).toBeGreaterThanOrEqual(8);
    for (const user of others) expect(user.certify, user.email).toBe(1);
    expect(new Set(others.map((user) => user.type))).toEqual(new Set([2, 3, 4]));
    const commenters = await db('comments').whereIn('user_id', others.map((user) => user.id)).distinct('user_id');
    expect(commenters.length).toBeGreaterThanOrEqual(8);
  });

  it('creates every SPEC board with kinds and posts, and the layouts their routes need', async () => {
    for (const href of SPEC_BOARDS) {
      const board = await db('boards').where({ href }).first();
      expect(board, href).toBeDefined();
      expect(await count(db, 'posts', { board_id: board.id }), href).toBeGreaterThanOrEqual(6);
      const kinds = await db('board_kinds').where({ board_id: board.id });
      expect(kinds.length, href).toBeGreaterThanOrEqual(2);
      for (const kind of kinds) expect(kind.color).toMatch(/^#[0-9a-f]{6}$/i);
    }
    const layouts = Object.fromEntries((await db('boards').select('href', 'layout')).map((b) => [b.href, b.layout]));
    expect(layouts).toMatchObject({ gallery: 'gallery', press: 'press', video: 'video', notice: 'list' });

    const notice = await db('boards').where({ href: 'notice' }).first();
    expect(notice).toMatchObject({ perm_list: 2, perm_read: 2, perm_write: 3, perm_comment: 1 });
    const champ = await db('boards').where({ href: 'champ' }).first();
    expect(champ).toMatchObject({ perm_write: 1, certified_only: 1 });
    expect(await count(db, 'posts', { board_id: notice.id, pinned: 1 })).toBeGreaterThanOrEqual(1);
  });

  it('gives press posts an address and outlet, and video posts an embedded player', async () => {
    const press = await db('posts').join('boards', 'boards.id', 'posts.board_id').where('boards.href', 'press').select('posts.link', 'posts.source');
    for (const post of press) {
      expect(post.link).toMatch(/^https:\/\//);
      expect(post.source).toMatch(/\S/);
    }
    const videos = await db('posts').join('boards', 'boards.id', 'posts.board_id').where('boards.href', 'video').select('posts.video_url');
    for (const post of videos) expect(post.video_url).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
  });

  it('keeps every post’s comment and recommendation counters equal to the rows', async () => {
    const commentsBy = await countBy(db, 'comments', 'post_id');
    const likesBy = await countBy(db, 'post_recommendations', 'post_id');
    for (const post of await db('posts').select('id', 'comment_count', 'recommend')) {
      expect(post.comment_count, `post ${post.id}`).toBe(commentsBy.get(post.id) ?? 0);
      expect(post.recommend, `post ${post.id}`).toBe(likesBy.get(post.id) ?? 0);
    }
    expect([...commentsBy.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(60);

    const commentLikesBy = await countBy(db, 'comment_recommendations', 'comment_id');
    for (const comment of await db('comments').select('id', 'recommend')) {
      expect(comment.recommend, `comment ${comment.id}`).toBe(commentLikesBy.get(comment.id) ?? 0);
    }
  });

  it('threads replies under a comment of the same post, after it', async () => {
    const replies = await db('comments as r').join('comments as c', 'c.id', 'r.parent_id').select('r.post_id as replyPost', 'c.post_id as parentPost', 'r.created_at as replyAt', 'c.created_at as parentAt', 'c.parent_id as grandParent');
    expect(replies.length).toBeGreaterThanOrEqual(5);
    for (const reply of replies) {
      expect(reply.replyPost).toBe(reply.parentPost);
      expect(reply.grandParent).toBeNull();
      expect(time(reply.replyAt)).toBeGreaterThan(time(reply.parentAt));
    }
  });

  it('spreads posts over the last twelve months, with comments after their post and nothing in the future', async () => {
    const now = Date.now();
    const posts = await db('posts').select('id', 'created_at');
    const ages = posts.map((post) => (now - time(post.created_at)) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(366);
    expect(Math.max(...ages)).toBeGreaterThan(300);
    const postTimes = new Map(posts.map((post) => [post.id, time(post.created_at)]));
    for (const comment of await db('comments').select('post_id', 'created_at')) {
      expect(time(comment.created_at)).toBeGreaterThan(postTimes.get(comment.post_id) as number);
      expect(time(comment.created_at)).toBeLessThanOrEqual(now);
    }
  });

  it('attaches a survey with choice, score and essay questions to a champ post', async () => {
    const survey = await db('surveys').join('posts', 'posts.id', 'surveys.post_id').join('boards', 'boards.id', 'posts.board_id').select('surveys.id', 'boards.href').first();
    expect(survey.href).toBe('champ');
    const questions = await db('survey_questions').where({ survey_id: survey.id });
    expect(new Set(questions.map((q) => q.mode))).toEqual(new Set(['choice', 'score', 'essay']));
    const choice = questions.find((q) => q.mode === 'choice');
    expect(await count(db, 'survey_options', { question_id: choice.id })).toBeGreaterThanOrEqual(3);
    expect(await count(db, 'survey_answers')).toBeGreaterThan(0);
  });

  it('dates the survey with its post, ends it in the future, and points every choice answer at an option of its own question', async () => {
    const survey = await db('surveys').join('posts', 'posts.id', 'surveys.post_id').select('surveys.created_at as surveyAt', 'surveys.end_at as endAt', 'posts.created_at as postAt').first();
    expect(time(survey.surveyAt)).toBe(time(survey.postAt));
    expect(time(survey.endAt)).toBeGreaterThan(Date.now());
    const choices = await db('survey_answers as a').join('survey_options as o', 'o.id', 'a.option_id').select('a.question_id as answered', 'o.question_id as owner');
    expect(choices.length).toBeGreaterThan(0);
    for (const choice of choices) expect(toNumber(choice.owner)).toBe(toNumber(choice.answered));
  });

  it('gives the champ member and the member read and unread alarms that link to real pages', async () => {
    for (const email of ['champ@nanum.example', 'member@nanum.example']) {
      const user = await userByEmail(email);
      const alarms = await db('alarms').where({ user_id: user.id });
      expect(alarms.length, email).toBeGreaterThanOrEqual(3);
      expect(alarms.length, email).toBeLessThanOrEqual(5);
      expect(new Set(alarms.map((alarm) => alarm.view)), email).toEqual(new Set([0, 1]));
      for (const alarm of alarms) {
        const post = /^\/community\/([\w-]+)\/(\d+)$/.exec(alarm.href);
        if (post) {
          const found = await db('posts').join('boards', 'boards.id', 'posts.board_id').where({ 'posts.id': Number(post[2]), 'boards.href': post[1] }).first();
          expect(found, alarm.href).toBeDefined();
        } else {
          expect(alarm.href).toMatch(/^\/(information|youth\/ability\/\d+)$/);
        }
      }
    }
  });

  it('seeds the site content: 13 endorsers, partners, corporations, one active pop-up, every member category', async () => {
    expect(await count(db, 'endorsers')).toBe(13);
    for (const endorser of await db('endorsers')) {
      expect(endorser.href).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
      expect(endorser.image).toMatch(/^\/images\/endorsers\/\d+\.svg$/);
    }
    const partners = await count(db, 'partners');
    expect(partners).toBeGreaterThanOrEqual(8);
    expect(partners).toBeLessThanOrEqual(10);
    const corporations = await db('corporations').orderBy('sort');
    expect(corporations.length).toBeGreaterThanOrEqual(5);
    for (const corporation of corporations) expect(corporation).toMatchObject({ link: expect.stringMatching(/^https:\/\//), image: expect.stringMatching(/^\/images\/partners\/[\w-]+\.svg$/) });
    const active = await db('popup_contents').where({ active: 1 });
    expect(active).toHaveLength(1);
    expect(active[0]).toMatchObject({ link: '/youth', image: '' });
    expect(await count(db, 'popup_contents', { active: 0 })).toBe(1);
    for (const category of MEMBER_CATEGORIES) {
      const n = await count(db, 'org_members', { category });
      expect(n, category).toBeGreaterThanOrEqual(2);
      expect(n, category).toBeLessThanOrEqual(5);
    }
  });

  it('charts the organisation on /organization: every division and team seeded, with their heads, in the picture and the text', async () => {
    const page = await db('site_pages').where({ slug: 'organization' }).first();
    const html = renderMarkdown(page.body);
    expect(html).toContain('<img src="/images/organization/chart.svg" alt="나눔 사회공헌협회 조직도: ');
    const chart = readFileSync(path.join(import.meta.dirname, '../../public/images/organization/chart.svg'), 'utf8');
    const divisions = await db('divisions').orderBy('sort');
    const teams = await db('teams').orderBy('sort');
    expect(divisions.length).toBe(3);
    expect(teams.length).toBe(6);
    for (const { name } of [...divisions, ...teams]) {
      expect(chart, name).toContain(`>${name}<`);
      expect(html, name).toContain(name);
    }
    const head = await db('users').where({ rank: 10 }).first();
    const division = divisions.find((row) => row.id === head.division_id);
    expect(chart).toContain(`>본부장 ${head.name}<`);
    expect(html).toContain(`<strong>${division.name}</strong> (본부장 ${head.name})`);
  });

  it('credits the champ member with at least 15 approved campaigns (bronze trophy), decided by the operator', async () => {
    const champ = await userByEmail('champ@nanum.example');
    const operator = await userByEmail('operator@nanum.example');
    const approved = await db('campaign_participations').where({ user_id: champ.id, status: 'approved' });
    expect(approved.length).toBeGreaterThanOrEqual(15);
    for (const participation of approved) {
      expect(participation.credit_minutes).toBeGreaterThan(0);
      expect(participation.decided_by).toBe(operator.id);
      expect(time(participation.decided_at)).toBeLessThanOrEqual(Date.now());
    }
    expect(await count(db, 'campaign_participations', { status: 'applied', decided_by: null, selected_by: null })).toBeGreaterThan(0);
    expect(await count(db, 'campaign_participations', { status: 'selected', selected_by: operator.id, attended_by: null })).toBeGreaterThan(0);
    expect(await count(db, 'campaign_participations', { status: 'attended', attended_by: operator.id, decided_by: null })).toBeGreaterThan(0);
    expect(await count(db, 'campaign_participations', { status: 'rejected', credit_minutes: 0 })).toBeGreaterThan(0);
    expect(await db('campaign_participations').where({ status: 'cancelled' }).first('revise_reason', 'revised_by')).toEqual({ revise_reason: DEMO_CANCEL_REASON, revised_by: operator.id });
    // Only the types that may apply (2, 3, 4) have records, and no record is dated in the future.
    const types = await db('campaign_participations as p').join('users as u', 'u.id', 'p.user_id').distinct('u.type').pluck('u.type');
    for (const type of types) expect(isParticipantType(toNumber(type)), `type ${type}`).toBe(true);
    for (const created of await db('campaign_participations').pluck('created_at')) expect(time(created)).toBeLessThanOrEqual(Date.now());
    // Approved and confirmed records belong to campaigns that have ended (in Korea).
    const credited = await db('campaign_participations as p').join('campaigns as c', 'c.id', 'p.campaign_id').whereIn('p.status', ['attended', 'approved', 'cancelled']).pluck('c.end_date');
    for (const endDate of credited) expect(hasActivityEnded({ endDate })).toBe(true);
    const campaigns = await db('campaigns').select('start_date', 'end_date', 'start_time', 'end_time', 'apply_deadline');
    expect(campaigns.length).toBeGreaterThanOrEqual(18);
    for (const campaign of campaigns) {
      expect(campaign.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(campaign.end_date >= campaign.start_date).toBe(true);
      // Campaign pages show times; a coming campaign takes applications until 3 days before it.
      expect([campaign.start_time, campaign.end_time.localeCompare(campaign.start_time) > 0 || campaign.end_date > campaign.start_date]).toEqual(['10:00', true]);
      if (campaign.start_date > siteToday()) expect(campaign.apply_deadline < campaign.start_date).toBe(true);
      else expect(campaign.apply_deadline).toBeNull();
    }
  });

  it('gives the office one set of contact details: the site settings, and the pages that repeat them', async () => {
    const settings = Object.fromEntries((await db('site_settings').select('key', 'value')).map((row) => [row.key, row.value])) as Record<string, string>;
    // Demo values that belong to nobody: a made-up road marked as the demo's, and Seoul numbers
    // whose exchange starts with 0, which no subscriber has.
    expect(settings.address).toMatch(/^서울특별시 종로구 예시로 \d+, .+ \(데모 주소\)$/);
    expect(settings.phone).toMatch(/^02-0\d{3}-\d{4}$/);
    expect(settings.fax).toMatch(/^02-0\d{3}-\d{4}$/);
    expect(settings.email).toMatch(/@nanum\.example$/);
    const domain = settings.email?.split('@')[1];

    const pages = Object.fromEntries((await db('site_pages').select('slug', 'body')).map((row) => [row.slug, String(row.body)])) as Record<string, string>;
    const gateway = renderMarkdown(pages.gateway ?? '');
    for (const key of ['address', 'phone', 'fax', 'email']) expect(gateway, key).toContain(settings[key]);
    expect(gateway).not.toContain('marker=');
    expect(pages['privacy.html']).toContain(`전화: ${settings.phone}`);

    // Every number and address any seeded text gives is the office's (the members' own numbers are in users).
    const texts = [
      ...Object.entries(pages).map(([slug, body]) => [`page ${slug}`, body]),
      ...(await db('posts').select('id', 'title', 'content')).map((post) => [`post ${post.id}`, `${post.title} ${post.content}`]),
      ...(await db('comments').select('id', 'description')).map((comment) => [`comment ${comment.id}`, String(comment.description)]),
      ...(await db('alarms').select('id', 'description')).map((alarm) => [`alarm ${alarm.id}`, String(alarm.description)]),
      ...(await db('campaigns').select('id', 'description', 'place')).map((campaign) => [`campaign ${campaign.id}`, `${campaign.description} ${campaign.place}`]),
    ];
    let phones = 0;
    for (const [where, text] of texts as [string, string][]) {
      for (const phone of text.match(PHONE) ?? []) {
        phones += 1;
        expect([settings.phone, settings.fax], `${where}: ${phone}`).toContain(phone);
      }
      for (const email of text.match(EMAIL) ?? []) expect(email.split('@')[1], `${where}: ${email}`).toBe(domain);
      expect(text, where).not.toMatch(/세종대로|02-730-|데모구/);
    }
    expect(phones).toBeGreaterThanOrEqual(3);
  });

  it('gives every gallery post a picture uploaded as a member’s, shown in the post, and a thumbnail that exists', async () => {
    const posts = await db('posts').join('boards', 'boards.id', 'posts.board_id').where('boards.href', 'gallery').select('posts.id', 'posts.user_id', 'posts.thumbnail', 'posts.content', 'posts.created_at');
    expect(posts.length).toBeGreaterThanOrEqual(6);
    const thumbnails = new Set<string>();
    for (const post of posts) {
      const where = `gallery post ${post.id}`;
      thumbnails.add(post.thumbnail);

      // Its uploads: the author's, attached to the post, stored as WebP under a generated name, before the post.
      const images = await db('attachments').where({ post_id: post.id }).orderBy('id');
      expect(images.length, where).toBeGreaterThanOrEqual(1);
      for (const image of images) {
        expect(image, where).toMatchObject({ kind: 'image', mime: 'image/webp', user_id: post.user_id, original_name: expect.stringMatching(/[가-힣].*\.webp$/) });
        expect(image.stored_name).toMatch(/^[0-9a-f]{32}\.webp$/);
        expect(time(image.created_at)).toBeLessThan(time(post.created_at));
        const file = path.join(boardUploadDir(uploadDir), image.stored_name);
        expect(existsSync(file), file).toBe(true);
        expect(statSync(file).size).toBe(toNumber(image.size));
        const stored = await sharp(file).metadata();
        expect([stored.format, stored.width, stored.height], where).toEqual(['webp', toNumber(image.width), toNumber(image.height)]);
      }
      // The content shows each picture with a description, as the editor inserts it.
      expect(imageIdsIn(post.content), where).toEqual(images.map((image) => toNumber(image.id)));
      for (const image of images) expect(post.content, where).toMatch(new RegExp(`<img src="/api/community/images/${image.id}" alt="[^"]*[가-힣][^"]*"`));
      // The thumbnail is the first picture, by its upload's address (as the app records it).
      expect(post.thumbnail, where).toBe(`/api/community/images/${images[0].id}`);
    }
    expect(thumbnails.size).toBe(posts.length);
    expect(storedFiles(uploadDir)).toHaveLength(await count(db, 'attachments'));
    // The committed pictures stay small.
    const bytes = readdirSync(GALLERY_IMAGE_DIR).reduce((sum, name) => sum + statSync(path.join(GALLERY_IMAGE_DIR, name)).size, 0);
    expect(bytes).toBeLessThan(200 * 1024);
  });

  it('refuses a second run without changing anything', async () => {
    const before = { users: await count(db, 'users'), posts: await count(db, 'posts'), comments: await count(db, 'comments'), files: storedFiles(uploadDir) };
    await expect(seedDemo(db, { uploadDir })).rejects.toThrow();
    expect({ users: await count(db, 'users'), posts: await count(db, 'posts'), comments: await count(db, 'comments'), files: storedFiles(uploadDir) }).toEqual(before);
  });

  describe('atomicity', () => {
    let fresh: TestDb;
    beforeAll(async () => {
      fresh = await openDatabase(dialect);
    });
    afterAll(async () => {
      await fresh?.drop();
    });

    it('rolls back the divisions, teams and accounts already written when a later account collides', async () => {
      // The fifth account's email is taken: divisions, teams and four accounts go in before the failure.
      await fresh.db('users').insert({ email: 'member@nanum.example', name: '기존 회원' });
      await expect(seedDemo(fresh.db, { uploadDir: path.join(fresh.dataDir, 'uploads') })).rejects.toThrow();
      expect(await count(fresh.db, 'users')).toBe(1);
      expect(await count(fresh.db, 'divisions')).toBe(0);
      expect(await count(fresh.db, 'teams')).toBe(0);
    });

    it('removes the pictures it stored when a later step fails', async () => {
      const other = await openDatabase(dialect);
      try {
        // A site setting already there: the posts and their pictures go in before the failure.
        await other.db('site_settings').insert({ key: 'phone', value: '' });
        const uploads = path.join(other.dataDir, 'uploads');
        await expect(seedDemo(other.db, { uploadDir: uploads })).rejects.toThrow();
        expect(await count(other.db, 'posts')).toBe(0);
        expect(await count(other.db, 'attachments')).toBe(0);
        expect(storedFiles(uploads)).toEqual([]);
      } finally {
        await other.drop();
      }
    });
  });
});
