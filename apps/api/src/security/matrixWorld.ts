import request from 'supertest';
import type { Db } from '../db/knex';
import { insertedId, toDbDate } from '../db/values';
import { createBoard, pngOf, uploadFileAs } from '../modules/community/community.testkit';
import { insertDivision, insertTeam, insertTestCampaign, insertTestParticipation, insertApprovedCampaigns } from '../modules/youth/youth.testkit';
import { createTestUser, loginCookie } from '../test/fixtures';
import type { TestApp } from '../test/testApp';

/**
 * The actors of issue 11, in the order the matrix lists them, then those of issue 20, named for
 * whom they act on: a division head of another division, an operator acting on themselves and
 * one acting on the admin. Each of those is otherwise the role RELATION_ACTORS names: a row
 * expects the same of them unless it says otherwise (the rows that act on a member do).
 */
export const ACTORS = ['visitor', 'uncertified', 'member', 'hidden', 'type2', 'division', 'operator', 'admin', 'owner', 'other', 'outsider', 'onSelf', 'onSuperior'] as const;
export type ActorName = (typeof ACTORS)[number];
export const RELATION_ACTORS = { outsider: 'division', onSelf: 'operator', onSuperior: 'operator' } as const satisfies Partial<Record<ActorName, ActorName>>;
export type RelationActor = keyof typeof RELATION_ACTORS;
export type BaseActor = Exclude<ActorName, RelationActor>;
export const BASE_ACTORS = ACTORS.filter((actor): actor is BaseActor => !Object.hasOwn(RELATION_ACTORS, actor));

/** What each actor is (users table values); the owner is an active youth champ member whose activity ended. */
const PROFILES: Record<Exclude<ActorName, 'visitor'>, { name: string; certify?: boolean; power?: number; type?: number; rank?: number; cardinal?: number; hidden?: number; endOfActivity?: boolean }> = {
  uncertified: { name: '미인증회원', certify: false },
  member: { name: '일반회원' },
  hidden: { name: '숨김회원', hidden: 1 },
  type2: { name: '챔프단원', type: 2, rank: 1, cardinal: 1 },
  division: { name: '본부장', rank: 10 },
  operator: { name: '운영자', power: 1 },
  admin: { name: '관리자', power: 2 },
  owner: { name: '글쓴이', type: 2, rank: 1, cardinal: 1, endOfActivity: true },
  other: { name: '다른회원' },
  outsider: { name: '다른본부장', rank: 10 },
  onSelf: { name: '자기운영자', power: 1 },
  onSuperior: { name: '하극상운영자', power: 1 },
};

export interface Account {
  id: number;
  email: string;
  cookie: string | null;
}

/** Creates one account shaped like the actor and logs it in (the visitor: no account, no cookie). */
async function makeAccount(t: TestApp, actor: ActorName, divisionId: number, otherDivisionId: number): Promise<Account> {
  if (actor === 'visitor') return { id: 0, email: '', cookie: null };
  const { hidden, endOfActivity, ...profile } = PROFILES[actor];
  const user = await createTestUser(t.db, profile);
  await t.db('users')
    .where({ id: user.id })
    .update({ hidden: hidden ?? 0, end_of_activity: endOfActivity ? 1 : 0, division_id: actor === 'division' || actor === 'owner' ? divisionId : actor === 'outsider' ? otherDivisionId : null });
  return { id: user.id, email: user.email, cookie: await loginCookie(t.app, user.email) };
}

const now = () => toDbDate();
/** Campaigns of the matrix start next year, so members may still apply. */
const FUTURE = `${new Date().getUTCFullYear() + 1}-03-01`;

/**
 * The shared fixture of the matrix: one account per actor, a board, and factories that make a fresh
 * resource for each cell, so a cell that deletes or changes something never affects the next one.
 */
export interface MatrixWorld {
  t: TestApp;
  db: Db;
  as: Record<ActorName, Account>;
  board: string;
  /** A certificate of the owner's, issued through the API. */
  certificateNumber: string;
  /** A fresh post of the owner's with a one-question survey (cancelable), written through the API. */
  surveyPost(): Promise<{ postId: number; questionId: number; optionId: number }>;
  /** The owner's profile image, as served (/api/files/profile/...). */
  profileImagePath: string;
  /** Sends a JSON request as the session of `cookie` (set-up steps of a cell). */
  request(method: 'get' | 'post' | 'put' | 'delete', path: string, cookie: string, body?: unknown): Promise<request.Response>;
  /** A fresh, logged-in account of the same kind (for cells that end or change the session). */
  freshAccount(actor: ActorName): Promise<Account>;
  post(values?: { secret?: boolean; userId?: number }): Promise<number>;
  comment(postId?: number): Promise<number>;
  alarm(userId?: number): Promise<number>;
  campaign(): Promise<number>;
  /** A fresh application (the owner's, or the given member's) to a campaign of the matrix's division. */
  participation(userId?: number): Promise<number>;
  division(): Promise<number>;
  team(): Promise<number>;
  corporation(): Promise<number>;
  popup(): Promise<number>;
  /** An attachment of the owner's on a post of the owner's. */
  attachment(kind: 'image' | 'file'): Promise<number>;
}

export async function createMatrixWorld(t: TestApp): Promise<MatrixWorld> {
  // The division head heads this division, the owner belongs to it and so do the campaigns of the matrix.
  const divisionId = await insertDivision(t.db, '매트릭스 본부');
  const otherDivisionId = await insertDivision(t.db, '다른 본부');
  const as = {} as Record<ActorName, Account>;
  for (const actor of ACTORS) as[actor] = await makeAccount(t, actor, divisionId, otherDivisionId);
  const board = 'matrix';
  const stamp = { created_at: now(), updated_at: now() };
  await t.db('popup_contents').insert({ title: '공지 알림창', description: '안내', active: 1, ...stamp });
  await t.db('site_pages').insert(['information', 'history'].map((slug) => ({ slug, title: '소개', lead: '', body: '## 나눔', ...stamp })));
  const { id: boardId } = await createBoard(t.db, board);
  const owner = as.owner.id;
  await insertApprovedCampaigns(t.db, owner, 2);

  const issued = await request(t.app).get('/api/user/get/self/certificate').set('cookie', as.owner.cookie as string);
  if (issued.status !== 200) throw new Error(`certificate: ${issued.status} ${JSON.stringify(issued.body)}`);
  const survey = { title: '만족도 조사', questions: [{ title: '좋았나요?', mode: 'choice', options: ['예', '아니오'], cancelable: true }] };
  const surveyPost: MatrixWorld['surveyPost'] = async () => {
    const written = await request(t.app).post(`/api/community/boards/${board}/posts`).set('cookie', as.owner.cookie as string).send({ title: '설문', content: '<p>설문</p>', survey });
    if (written.status !== 200) throw new Error(`survey post: ${written.status} ${JSON.stringify(written.body)}`);
    const postId = written.body.data.id as number;
    const question = (await request(t.app).get(`/api/community/posts/${postId}`)).body.data.survey.questions[0];
    return { postId, questionId: question.id as number, optionId: question.options[0].id as number };
  };
  const image = await request(t.app).post('/api/user/set/profile/image').set('cookie', as.owner.cookie as string).attach('image', await pngOf(), 'me.png');
  if (image.status !== 200) throw new Error(`profile image: ${image.status} ${JSON.stringify(image.body)}`);

  const post: MatrixWorld['post'] = async ({ secret = false, userId = owner } = {}) =>
    insertedId(await t.db('posts').insert({ board_id: boardId, user_id: userId, title: '글', content: '<p>본문</p>', secret: secret ? 1 : 0, created_at: now(), updated_at: now() }));
  const comment: MatrixWorld['comment'] = async (postId) =>
    insertedId(await t.db('comments').insert({ post_id: postId ?? (await post()), user_id: owner, description: '댓글', created_at: now(), updated_at: now() }));

  return {
    t,
    db: t.db,
    as,
    board,
    certificateNumber: issued.body.number as string,
    surveyPost,
    profileImagePath: image.body.user.image as string,
    freshAccount: (actor) => makeAccount(t, actor, divisionId, otherDivisionId),
    request: async (method, path, cookie, body) => request(t.app)[method](path).set('cookie', cookie).send(body as object),
    post,
    comment,
    alarm: async (userId = owner) => insertedId(await t.db('alarms').insert({ user_id: userId, title: '알림', description: '내용', created_at: now() })),
    campaign: () => insertTestCampaign(t.db, { startDate: FUTURE, divisionId }),
    participation: async (userId = owner) => insertTestParticipation(t.db, await insertTestCampaign(t.db, { startDate: FUTURE, divisionId }), userId, 'applied'),
    division: () => insertDivision(t.db, `본부 ${Math.random().toString(36).slice(2, 8)}`),
    team: async () => insertTeam(t.db, await insertDivision(t.db, `본부 ${Math.random().toString(36).slice(2, 8)}`), '팀'),
    corporation: async () => insertedId(await t.db('corporations').insert({ name: '협력사', description: '설명', link: 'https://partner.example', sort: 0, created_at: now(), updated_at: now() })),
    popup: async () => insertedId(await t.db('popup_contents').insert({ title: '알림창', description: '설명', active: 0, created_at: now(), updated_at: now() })),
    attachment: async (kind) => {
      const cookie = as.owner.cookie as string;
      const id =
        kind === 'file'
          ? await uploadFileAs(t, cookie, board, 'note.txt', Buffer.from('봉사 안내'))
          : ((await request(t.app).post(`/api/community/boards/${board}/uploads/image`).set('cookie', cookie).attach('image', await pngOf(), 'a.png')).body.data.id as number);
      const postId = await post();
      await t.db('attachments').where({ id }).update({ post_id: postId });
      return id;
    },
  };
}
