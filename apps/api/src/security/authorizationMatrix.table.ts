import crypto from 'node:crypto';
import request from 'supertest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@nanum/shared/notificationSettings';
import { ENDORSER_COUNT } from '@nanum/shared/limits';
import { SITE_SETTING_KEYS } from '@nanum/shared/siteContent';
import { createBoard, pngOf } from '../modules/community/community.testkit';
import { toDbDate } from '../db/values';
import { siteToday } from '@nanum/shared/timeZone';
import { insertTestCampaign, insertTestParticipation } from '../modules/youth/youth.testkit';
import { BASE_ACTORS, type ActorName, type BaseActor, type MatrixWorld, type RelationActor } from './matrixWorld';

/** One request of a cell; `cookie` replaces the actor's session (cells that end or change it). */
export interface CellRequest {
  path: string;
  body?: unknown;
  /** Multipart fields and one file, instead of a JSON body. */
  form?: { fields: Record<string, string>; file?: { field: string; data: Buffer; name: string } };
  cookie?: string | null;
}

/** The status of each actor; an actor of RELATION_ACTORS left out expects what the role it is like does. */
export type Expected = Record<BaseActor, number> & Partial<Record<RelationActor, number>>;

export interface MatrixRow {
  /** "METHOD /api/path/:param", exactly as the app registers it. */
  route: string;
  expect: Expected;
  /** Builds the request of one cell (called once per actor, so each cell gets fresh resources). Default: the route's path. */
  request?: (w: MatrixWorld, actor: ActorName) => CellRequest | Promise<CellRequest>;
}

// Who passes (SPEC section 6): each helper answers the status of every actor.
const fill = (status: number): Expected => Object.fromEntries(BASE_ACTORS.map((actor) => [actor, status])) as Expected;
const only = (status: number, who: BaseActor[], otherwise = 403): Expected => ({ ...fill(otherwise), visitor: 401, ...Object.fromEntries(who.map((actor) => [actor, status])) });
/** Anyone, logged in or not. */
const everyone = (status = 200): Expected => fill(status);
/** Any logged-in account, verified or not. */
const loggedIn = (status = 200): Expected => ({ ...fill(status), visitor: 401 });
/** Logged in and verified (certify 1). */
const certified = (status = 200): Expected => ({ ...fill(status), visitor: 401, uncertified: 403 });
/** The admin area: OPERATOR or DIVISION (power 1-2 or rank 10/19), verified, hidden 0 or 2. */
const adminArea = (status = 200): Expected => only(status, ['division', 'operator', 'admin']);
/** Campaign managers (DIVISION). */
const managers = adminArea;
/** Operators and admins (OPERATOR); division heads are refused. */
const operators = (status = 200): Expected => only(status, ['operator', 'admin']);
/** Admin only (power 2). */
const adminOnly = (status = 200): Expected => only(status, ['admin']);
/** The resource's author or a moderator (operator, admin). */
const ownerOrModerator = (status = 200): Expected => only(status, ['owner', 'operator', 'admin']);
/** Change one or more cells of a base expectation. */
const but = (base: Expected, cells: Partial<Expected>): Expected => ({ ...base, ...cells });

const cookieOf = (w: MatrixWorld, actor: ActorName) => w.as[actor].cookie;
const unique = () => crypto.randomBytes(4).toString('hex');
const certificateNumber = () => `NANUM-2026-${Array.from(crypto.randomBytes(10), (b) => '0123456789ABCDEFGHJKMNPQRSTVWXYZ'[b % 32]).join('')}`;
const image = async () => ({ field: 'image', data: await pngOf(), name: 'logo.png' });

/** A fresh certificate row of the owner's (revoking it must not disturb the owner's real one), with the snapshot of the real one. */
async function certificateRow(w: MatrixWorld): Promise<string> {
  const number = certificateNumber();
  const now = toDbDate();
  const { snapshot } = await w.db('certificates').where({ number: w.certificateNumber }).first('snapshot');
  await w.db('certificates').insert({ number, user_id: w.as.owner.id, snapshot, fingerprint: unique(), file_name: `${unique()}.pdf`, issued_at: now, created_at: now, updated_at: now });
  return number;
}

/** The matrix board's id. */
const boardId = async (w: MatrixWorld): Promise<number> => Number((await w.db('boards').where({ href: w.board }).first('id')).id);

/** A fresh board with two kinds (말머리) that no post uses (a board holds at most 30 kinds). */
const kindBoard = (w: MatrixWorld): Promise<{ id: number; kinds: number[] }> => createBoard(w.db, `kinds-${unique()}`, { kinds: ['일반', '질문'] });

/** A fresh person of the /member directory (category advisory), added through the API by the admin. */
async function orgMember(w: MatrixWorld): Promise<number> {
  const created = await request(w.t.app).post('/api/admin/directory').set('cookie', w.as.admin.cookie as string).field('category', 'advisory').field('name', '김자문');
  if (created.status !== 200) throw new Error(`directory: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.data.id as number;
}

/** Room for one more endorser: the list holds ENDORSER_COUNT (the cells add one each), so a full list starts again. */
async function endorserRoom(w: MatrixWorld): Promise<void> {
  const row = await w.t.db('endorsers').count({ n: '*' }).first();
  if (Number(row?.n) >= ENDORSER_COUNT - 1) await w.t.db('endorsers').delete();
}

/** A fresh endorser (with its required photo), added through the API by the admin. */
async function endorser(w: MatrixWorld): Promise<number> {
  await endorserRoom(w);
  let req = request(w.t.app).post('/api/admin/endorsers').set('cookie', w.as.admin.cookie as string);
  for (const [name, value] of Object.entries(endorserFields)) req = req.field(name, value);
  const created = await req.attach('image', await pngOf(), 'endorser.png');
  if (created.status !== 200) throw new Error(`endorser: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.data.id as number;
}

/** A fresh post of the owner's, removed by a moderator (kept by the soft delete; what its author withdrew is never restored). */
async function deletedPost(w: MatrixWorld): Promise<number> {
  const postId = await w.post();
  const deleted = await w.request('delete', `/api/community/posts/${postId}`, w.as.admin.cookie as string);
  if (deleted.status !== 200) throw new Error(`delete post: ${deleted.status} ${JSON.stringify(deleted.body)}`);
  return postId;
}

/** Every id of a sortable table (optionally one group of it), in its current order: an order must name them all. */
const idsOf = async (w: MatrixWorld, table: string, where: Record<string, unknown> = {}): Promise<number[]> =>
  (await w.db(table).where(where).orderBy([{ column: 'sort' }, { column: 'id' }]).pluck('id')).map(Number);

/** A fresh post of the owner's with one open report against it. */
async function reportedPost(w: MatrixWorld): Promise<number> {
  const postId = await w.post();
  await w.db('reports').insert({ reporter_id: w.as.other.id, target_type: 'post', target_id: postId, reason: 1, created_at: toDbDate() });
  return postId;
}

const nextYear = new Date().getUTCFullYear() + 1;
const endorserFields = { name: '홍길동', description: '나눔을 응원합니다', href: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' };
/** The matrix board's own settings (createBoard's), so saving them changes nothing the other rows rely on. */
const boardBody = (id: number) => ({ id, name: 'matrix 게시판', description: '매트릭스', layout: 'list', perm: { list: 2, read: 2, write: 2, comment: 2, download: 2 }, certifiedOnly: false });
const settingsBody = { ...Object.fromEntries(SITE_SETTING_KEYS.map((key) => [key, ''])), organisationName: '(사)나눔' };
const campaignBody = { name: '환경 정화 캠페인', description: '한강 공원 쓰레기 줍기', place: '서울', startDate: `${nextYear}-05-01`, endDate: `${nextYear}-05-01`, hours: 4 };

/**
 * The authorization matrix of issue 11: every route of the API x every actor -> the status it
 * answers. The test fails when the app registers a route that has no row here (or a row names a
 * route that no longer exists): adding a route means adding its line.
 */
export const MATRIX: MatrixRow[] = [
  // System and public site
  { route: 'GET /api/health', expect: everyone() },
  { route: 'GET /api/ready', expect: everyone() },
  { route: 'GET /api/site/settings', expect: everyone() },
  { route: 'GET /api/site/page/{*slug}', expect: everyone(), request: () => ({ path: '/api/site/page/information' }) },
  { route: 'GET /api/site/members', expect: everyone(), request: () => ({ path: '/api/site/members?page=global' }) },
  { route: 'GET /api/site/endorsers', expect: everyone() },
  { route: 'GET /api/site/home', expect: everyone() },
  // 통합검색: everyone may search; what each finds is the board rules' business (search.router.test.ts).
  { route: 'GET /api/search', expect: everyone(), request: () => ({ path: `/api/search?q=${encodeURIComponent('봉사')}` }) },
  { route: 'GET /api/partner/get/all', expect: everyone() },
  { route: 'GET /api/popup/get/display', expect: everyone() },
  { route: 'POST /api/popup/hide', expect: everyone() },
  { route: 'GET /api/files/:folder/:name', expect: everyone(), request: (w) => ({ path: w.profileImagePath }) },
  // For crawlers and feed readers (modules/feeds): the same for everyone, only what a visitor may read.
  { route: 'GET /robots.txt', expect: everyone() },
  { route: 'GET /sitemap.xml', expect: everyone() },
  { route: 'GET /sitemaps/:file', expect: everyone(), request: () => ({ path: '/sitemaps/pages.xml' }) },
  { route: 'GET /rss.xml', expect: everyone() },
  { route: 'GET /feeds/:file', expect: everyone(), request: (w) => ({ path: `/feeds/${w.board}.xml` }) },

  // Login, sign-up and recovery
  { route: 'POST /api/user/login', expect: but(everyone(), {}), request: async (w, actor) => {
    const account = await w.freshAccount(actor === 'visitor' ? 'member' : actor);
    return { path: '/api/user/login', body: { passid: account.email, password: 'Nanum#2026' }, cookie: actor === 'visitor' ? null : account.cookie };
  } },
  { route: 'POST /api/user/logout', expect: everyone(), request: async (w, actor) => ({ path: '/api/user/logout', cookie: (await w.freshAccount(actor)).cookie }) },
  { route: 'GET /api/user/get/self/information', expect: everyone() },
  { route: 'GET /api/user/login/providers', expect: everyone() },
  { route: 'GET /api/user/login/:sns', expect: everyone(404), request: () => ({ path: '/api/user/login/kakao' }) },
  { route: 'GET /api/user/login/:sns/callback', expect: everyone(404), request: () => ({ path: '/api/user/login/kakao/callback?code=x&state=y' }) },
  { route: 'POST /api/user/join/code', expect: everyone(), request: () => ({ path: '/api/user/join/code', body: { email: `join-${unique()}@nanum.example` } }) },
  { route: 'POST /api/user/join/verify', expect: everyone(400), request: () => ({ path: '/api/user/join/verify', body: { email: `join-${unique()}@nanum.example`, code: '123456' } }) },
  { route: 'POST /api/user/join', expect: everyone(400), request: () => ({ path: '/api/user/join', body: { email: `join-${unique()}@nanum.example`, password: 'Nanum#2026', passwordConfirm: 'Nanum#2026', name: '가입자' } }) },
  { route: 'POST /api/user/join/sns', expect: loggedIn(400), request: () => ({ path: '/api/user/join/sns', body: { name: '가입자' } }) },
  { route: 'POST /api/user/find/email', expect: everyone(), request: () => ({ path: '/api/user/find/email', body: { name: '아무개', number: '010-1234-5678' } }) },
  { route: 'POST /api/user/find/password', expect: everyone(), request: () => ({ path: '/api/user/find/password', body: { email: `lost-${unique()}@nanum.example` } }) },
  { route: 'POST /api/user/find/password/reset/check', expect: everyone(400), request: () => ({ path: '/api/user/find/password/reset/check', body: { token: 'A'.repeat(43) } }) },
  { route: 'POST /api/user/find/password/reset', expect: everyone(400), request: () => ({ path: '/api/user/find/password/reset', body: { token: 'A'.repeat(43), password: 'Nanum#2027', passwordConfirm: 'Nanum#2027' } }) },
  { route: 'GET /api/user/social', expect: loggedIn() },
  // Unlinking a provider the account has no link to.
  { route: 'DELETE /api/user/social', expect: loggedIn(404), request: () => ({ path: '/api/user/social', body: { provider: 'kakao' } }) },

  // Profiles
  { route: 'GET /api/user/get/:userId', expect: everyone(), request: (w) => ({ path: `/api/user/get/${w.as.owner.id}` }) },
  { route: 'PUT /api/user/mbti', expect: certified(), request: () => ({ path: '/api/user/mbti', body: { mbti: 5 } }) },
  { route: 'PUT /api/user/profile/visibility', expect: certified(), request: () => ({ path: '/api/user/profile/visibility', body: { visibility: { gender: 'members', mbti: 'members', affiliation: 'members', cohort: 'members', activity: 'members' } } }) },
  { route: 'POST /api/user/set/profile/number', expect: certified(), request: () => ({ path: '/api/user/set/profile/number', body: { number: '010-2345-6789' } }) },
  { route: 'POST /api/user/set/profile/address', expect: certified(), request: () => ({ path: '/api/user/set/profile/address', body: { address: '서울특별시 종로구 1' } }) },
  { route: 'POST /api/user/set/profile/university', expect: certified(), request: () => ({ path: '/api/user/set/profile/university', body: { university: '나눔대학교', department: '사회복지학과' } }) },
  { route: 'POST /api/user/set/profile/password', expect: certified(), request: async (w, actor) => ({
    path: '/api/user/set/profile/password',
    body: { beforePassword: 'Nanum#2026', afterPassword: 'Nanum#2027' },
    cookie: actor === 'visitor' ? null : (await w.freshAccount(actor)).cookie,
  }) },
  // The member's own account: withdrawal (a fresh account each, it ends), the data download, the email change
  { route: 'POST /api/user/withdraw', expect: loggedIn(), request: async (w, actor) => ({
    path: '/api/user/withdraw',
    body: { content: 'keep', password: 'Nanum#2026' },
    cookie: actor === 'visitor' ? null : (await w.freshAccount(actor)).cookie,
  }) },
  { route: 'GET /api/user/get/self/data', expect: loggedIn() },
  { route: 'POST /api/user/email/code', expect: loggedIn(), request: () => ({ path: '/api/user/email/code', body: { email: `moving-${unique()}@nanum.example` } }) },
  // The right password, but no code was sent to this address.
  { route: 'POST /api/user/email', expect: loggedIn(400), request: () => ({ path: '/api/user/email', body: { email: `moved-${unique()}@nanum.example`, code: '123456', password: 'Nanum#2026' } }) },
  { route: 'POST /api/user/set/profile/image', expect: certified(), request: async () => ({ path: '/api/user/set/profile/image', form: { fields: {}, file: await image() } }) },

  // App push devices (the token is the proof to unregister: no login needed) and notification settings
  { route: 'POST /api/user/devices', expect: loggedIn(), request: () => ({ path: '/api/user/devices', body: { token: `matrix-${unique()}-${'t'.repeat(30)}`, platform: 'android' } }) },
  { route: 'DELETE /api/user/devices', expect: everyone(), request: () => ({ path: '/api/user/devices', body: { token: `matrix-${unique()}-${'t'.repeat(30)}` } }) },
  { route: 'GET /api/user/notifications', expect: loggedIn() },
  // The email digest's unsubscribe: the signed token is the proof, no login (a forged one is refused for everyone).
  { route: 'POST /api/notifications/unsubscribe', expect: everyone(400), request: () => ({ path: `/api/notifications/unsubscribe?token=1.${'A'.repeat(32)}` }) },
  { route: 'PUT /api/user/notifications', expect: loggedIn(), request: () => ({ path: '/api/user/notifications', body: DEFAULT_NOTIFICATION_SETTINGS }) },

  // Notifications: an alarm's `id` is the member whose list it is
  { route: 'GET /api/alarm/get/:userId', expect: only(200, ['owner', 'admin']), request: (w) => ({ path: `/api/alarm/get/${w.as.owner.id}` }) },
  { route: 'PUT /api/alarm/view', expect: only(200, ['owner', 'admin']), request: async (w) => ({ path: '/api/alarm/view', body: { id: w.as.owner.id, index: await w.alarm() } }) },
  { route: 'DELETE /api/alarm/delete', expect: only(200, ['owner', 'admin']), request: async (w) => ({ path: '/api/alarm/delete', body: { id: w.as.owner.id, index: await w.alarm() } }) },

  // Community (the board lets everyone list, read, write, comment and download)
  { route: 'GET /api/community/boards', expect: everyone() },
  { route: 'GET /api/community/boards/:board', expect: everyone(), request: (w) => ({ path: `/api/community/boards/${w.board}` }) },
  { route: 'GET /api/community/boards/:board/posts', expect: everyone(), request: (w) => ({ path: `/api/community/boards/${w.board}/posts?page=1&sort=visit&field=title&keyword=글` }) },
  { route: 'POST /api/community/boards/:board/posts', expect: loggedIn(), request: (w) => ({ path: `/api/community/boards/${w.board}/posts`, body: { title: '새 글', content: '<p>본문</p>' } }) },
  // A secret post: its author and moderators only.
  { route: 'GET /api/community/posts/:postId', expect: but(ownerOrModerator(), { visitor: 403 }), request: async (w) => ({ path: `/api/community/posts/${await w.post({ secret: true })}` }) },
  { route: 'PUT /api/community/posts/:postId', expect: ownerOrModerator(), request: async (w) => ({ path: `/api/community/posts/${await w.post()}`, body: { title: '고친 글', content: '<p>고침</p>' } }) },
  { route: 'DELETE /api/community/posts/:postId', expect: ownerOrModerator(), request: async (w) => ({ path: `/api/community/posts/${await w.post()}` }) },
  // Nobody recommends or reports their own writing.
  { route: 'PUT /api/community/posts/:postId/recommend', expect: but(certified(), { owner: 400 }), request: async (w) => ({ path: `/api/community/posts/${await w.post()}/recommend`, body: { on: true } }) },
  { route: 'GET /api/community/posts/:postId/comments', expect: but(ownerOrModerator(), { visitor: 403 }), request: async (w) => ({ path: `/api/community/posts/${await w.post({ secret: true })}/comments` }) },
  { route: 'POST /api/community/posts/:postId/comments', expect: loggedIn(), request: async (w) => ({ path: `/api/community/posts/${await w.post()}/comments`, body: { description: '좋은 글이네요' } }) },
  { route: 'PUT /api/community/comments/:commentId', expect: ownerOrModerator(), request: async (w) => ({ path: `/api/community/comments/${await w.comment()}`, body: { description: '고친 댓글' } }) },
  { route: 'DELETE /api/community/comments/:commentId', expect: ownerOrModerator(), request: async (w) => ({ path: `/api/community/comments/${await w.comment()}` }) },
  { route: 'PUT /api/community/comments/:commentId/recommend', expect: but(certified(), { owner: 400 }), request: async (w) => ({ path: `/api/community/comments/${await w.comment()}/recommend`, body: { on: true } }) },
  { route: 'POST /api/community/reports', expect: but(certified(), { owner: 400 }), request: async (w) => ({ path: '/api/community/reports', body: { target: 'post', targetId: await w.post(), reason: 2 } }) },
  { route: 'PUT /api/community/posts/:postId/survey', expect: certified(), request: async (w) => {
    const s = await w.surveyPost();
    return { path: `/api/community/posts/${s.postId}/survey`, body: { answers: [{ questionId: s.questionId, optionIds: [s.optionId] }] } };
  } },
  { route: 'DELETE /api/community/posts/:postId/survey', expect: certified(), request: async (w, actor) => {
    const s = await w.surveyPost();
    const path = `/api/community/posts/${s.postId}/survey`;
    const cookie = cookieOf(w, actor);
    if (cookie) await w.request('put', path, cookie, { answers: [{ questionId: s.questionId, optionIds: [s.optionId] }] });
    return { path };
  } },
  { route: 'GET /api/community/boards/:board/draft', expect: loggedIn(), request: (w) => ({ path: `/api/community/boards/${w.board}/draft` }) },
  { route: 'PUT /api/community/boards/:board/draft', expect: loggedIn(), request: (w) => ({ path: `/api/community/boards/${w.board}/draft`, body: { title: '쓰던 글', content: '<p>본문</p>' } }) },
  { route: 'DELETE /api/community/boards/:board/draft', expect: loggedIn(), request: (w) => ({ path: `/api/community/boards/${w.board}/draft` }) },
  { route: 'POST /api/community/boards/:board/uploads/image', expect: loggedIn(), request: async (w) => ({ path: `/api/community/boards/${w.board}/uploads/image`, form: { fields: {}, file: await image() } }) },
  { route: 'POST /api/community/boards/:board/uploads/file', expect: loggedIn(), request: (w) => ({ path: `/api/community/boards/${w.board}/uploads/file`, form: { fields: {}, file: { field: 'file', data: Buffer.from('안내문'), name: 'note.txt' } } }) },
  { route: 'GET /api/community/images/:fileId', expect: everyone(), request: async (w) => ({ path: `/api/community/images/${await w.attachment('image')}` }) },
  { route: 'GET /api/community/files/:fileId', expect: everyone(), request: async (w) => ({ path: `/api/community/files/${await w.attachment('file')}` }) },
  { route: 'GET /api/community/board/get/:userId', expect: loggedIn(), request: (w) => ({ path: `/api/community/board/get/${w.as.owner.id}?page=1&pageMax=10` }) },
  { route: 'GET /api/community/comment/get/:userId', expect: loggedIn(), request: (w) => ({ path: `/api/community/comment/get/${w.as.owner.id}?page=1&pageMax=10` }) },

  // Youth programme
  { route: 'GET /api/youth/campaigns', expect: everyone() },
  { route: 'GET /api/youth/campaigns/:id', expect: everyone(), request: async (w) => ({ path: `/api/youth/campaigns/${await w.campaign()}` }) },
  { route: 'POST /api/youth/campaigns', expect: managers(), request: () => ({ path: '/api/youth/campaigns', body: campaignBody }) },
  // The head of another division (outsider) manages none of this division's campaigns, members or certificates.
  { route: 'PUT /api/youth/campaigns/:id', expect: but(managers(), { outsider: 403 }), request: async (w) => ({ path: `/api/youth/campaigns/${await w.campaign()}`, body: campaignBody }) },
  { route: 'DELETE /api/youth/campaigns/:id', expect: but(managers(), { outsider: 403 }), request: async (w) => ({ path: `/api/youth/campaigns/${await w.campaign()}` }) },
  // Only youth champ, supporters and KSCV members (types 2-4) apply.
  { route: 'POST /api/youth/campaigns/:id/apply', expect: but(certified(403), { type2: 200, owner: 200 }), request: async (w) => ({ path: `/api/youth/campaigns/${await w.campaign()}/apply` }) },
  { route: 'DELETE /api/youth/campaigns/:id/apply', expect: but(certified(409), { type2: 200, owner: 200 }), request: async (w, actor) => {
    const path = `/api/youth/campaigns/${await w.campaign()}/apply`;
    const cookie = cookieOf(w, actor);
    if (cookie) await w.request('post', path, cookie);
    return { path };
  } },
  { route: 'POST /api/youth/campaigns/:id/enroll', expect: but(managers(), { outsider: 403 }), request: async (w) => ({ path: `/api/youth/campaigns/${await w.campaign()}/enroll`, body: { userId: w.as.owner.id } }) },
  { route: 'GET /api/youth/members', expect: managers(), request: () => ({ path: '/api/youth/members?page=1' }) },
  { route: 'GET /api/youth/participations/pending', expect: managers() },
  // A manager's step on the owner's application (select: allowed before the end); the owner never acts on their own,
  // and the head of another division (outsider) does not manage the campaign.
  // An operator enrolled in the campaign (onSelf) never acts on their own record (four eyes).
  {
    route: 'PUT /api/youth/participations/:id',
    expect: but(managers(), { outsider: 403, onSelf: 403 }),
    request: async (w, actor) => ({ path: `/api/youth/participations/${await w.participation(actor === 'onSelf' ? w.as.onSelf.id : undefined)}`, body: { action: 'select' } }),
  },
  // QR attendance: the operator's screen and its codes are the campaign's managers' (an invalid member code answers them 400);
  // a correction of the owner's application (applied: not correctable, 409) never of one's own (onSelf).
  { route: 'GET /api/youth/campaigns/:id/attendance', expect: but(managers(), { outsider: 403 }), request: async (w) => ({ path: `/api/youth/campaigns/${await w.campaign()}/attendance` }) },
  { route: 'GET /api/youth/campaigns/:id/attendance/code', expect: but(managers(), { outsider: 403 }), request: async (w) => ({ path: `/api/youth/campaigns/${await w.campaign()}/attendance/code` }) },
  {
    route: 'POST /api/youth/campaigns/:id/attendance/scan',
    expect: but(managers(400), { outsider: 403 }),
    request: async (w) => ({ path: `/api/youth/campaigns/${await w.campaign()}/attendance/scan`, body: { token: 'NA1.P.1.1.AAAAAAAAAAAAAAAAAAAAAA' } }),
  },
  {
    route: 'PUT /api/youth/attendance/:id',
    expect: but(managers(409), { outsider: 403, onSelf: 403 }),
    request: async (w, actor) => ({
      path: `/api/youth/attendance/${await w.participation(actor === 'onSelf' ? w.as.onSelf.id : undefined)}`,
      body: { checkInAt: '2026-03-01T09:00', checkOutAt: null, minutes: null, reason: '시각 정정' },
    }),
  },
  { route: 'GET /api/youth/attendance', expect: certified() },
  // A member's own code: only for their own selected participation, on the campaign's day.
  {
    route: 'GET /api/youth/attendance/:id/code',
    expect: only(200, ['owner']),
    request: async (w) => {
      const campaign = await insertTestCampaign(w.db, { startDate: siteToday() });
      return { path: `/api/youth/attendance/${await insertTestParticipation(w.db, campaign, w.as.owner.id, 'selected')}/code` };
    },
  },
  // Any verified member may try a code; a wrong one answers 400 (and counts toward the member's failure limit).
  { route: 'POST /api/youth/attendance/check', expect: certified(400), request: () => ({ path: '/api/youth/attendance/check', body: { token: 'NA1.C.1.1.AAAAAAAAAAAAAAAAAAAAAA' } }) },
  // Exports of served time carry members' birth dates and phones: operators and admins only.
  { route: 'GET /api/youth/exports/campaigns/:id', expect: operators(), request: async (w) => ({ path: `/api/youth/exports/campaigns/${await w.campaign()}?format=csv` }) },
  { route: 'GET /api/youth/exports/members/:userId', expect: operators(), request: (w) => ({ path: `/api/youth/exports/members/${w.as.owner.id}?format=csv` }) },
  { route: 'GET /api/youth/exports/cohort', expect: operators(), request: () => ({ path: '/api/youth/exports/cohort?cardinal=1&format=csv' }) },
  { route: 'GET /api/youth/divisions', expect: everyone() },
  { route: 'GET /api/youth/teams', expect: everyone() },
  { route: 'POST /api/youth/divisions', expect: operators(), request: () => ({ path: '/api/youth/divisions', body: { name: `본부 ${unique()}` } }) },
  { route: 'PUT /api/youth/divisions/:id', expect: operators(), request: async (w) => ({ path: `/api/youth/divisions/${await w.division()}`, body: { name: `본부 ${unique()}` } }) },
  { route: 'DELETE /api/youth/divisions/:id', expect: operators(), request: async (w) => ({ path: `/api/youth/divisions/${await w.division()}` }) },
  { route: 'POST /api/youth/teams', expect: operators(), request: async (w) => ({ path: '/api/youth/teams', body: { name: '새 팀', divisionId: await w.division() } }) },
  { route: 'PUT /api/youth/teams/:id', expect: operators(), request: async (w) => ({ path: `/api/youth/teams/${await w.team()}`, body: { name: '고친 팀', divisionId: await w.division() } }) },
  { route: 'DELETE /api/youth/teams/:id', expect: operators(), request: async (w) => ({ path: `/api/youth/teams/${await w.team()}` }) },
  // The ability record: operators and active champ members (ABILITY).
  { route: 'GET /api/youth/ability/:userId', expect: only(200, ['type2', 'operator', 'admin', 'owner']), request: (w) => ({ path: `/api/youth/ability/${w.as.owner.id}` }) },
  // Certificates: only a youth champ member whose activity ended is issued one; the file is for its owner
  // and the owner's managers (the head of the owner's division, operators, admins).
  { route: 'GET /api/user/get/self/certificate', expect: but(certified(403), { owner: 200 }) },
  { route: 'GET /api/youth/certificates/:number/file', expect: but(only(200, ['owner', 'division', 'operator', 'admin']), { outsider: 403 }), request: (w) => ({ path: `/api/youth/certificates/${w.certificateNumber}/file` }) },
  { route: 'GET /api/certificate/verify/:number', expect: everyone(), request: (w) => ({ path: `/api/certificate/verify/${w.certificateNumber}` }) },
  // The member's managers: operators, admins and the head of the member's division (the owner's, in the matrix).
  { route: 'PUT /api/youth/certificates/:number/revoke', expect: but(managers(), { outsider: 403 }), request: async (w) => ({ path: `/api/youth/certificates/${await certificateRow(w)}/revoke`, body: { reason: '발급 오류' } }) },
  { route: 'GET /api/youth/certificates/user/:userId', expect: but(managers(), { outsider: 403 }), request: (w) => ({ path: `/api/youth/certificates/user/${w.as.owner.id}` }) },

  // Admin area
  { route: 'GET /api/admin/dashboard', expect: adminArea() },
  { route: 'GET /api/admin/audit', expect: adminArea(), request: () => ({ path: '/api/admin/audit?page=1' }) },
  { route: 'GET /api/admin/audit/export', expect: adminArea(), request: () => ({ path: '/api/admin/audit/export?target=member' }) },
  { route: 'GET /api/admin/reports', expect: operators(), request: () => ({ path: '/api/admin/reports?handled=0' }) },
  { route: 'PUT /api/admin/report', expect: operators(), request: async (w) => ({ path: '/api/admin/report', body: { targetType: 'post', targetId: await reportedPost(w), decision: 'keep' } }) },
  // A division head's broadcast reaches their own division only: the outsider's has no type 2 member to reach.
  { route: 'GET /api/admin/alarm/recipients', expect: adminArea(), request: () => ({ path: '/api/admin/alarm/recipients?target=type&value=2' }) },
  { route: 'POST /api/admin/alarm', expect: but(adminArea(), { outsider: 404 }), request: () => ({ path: '/api/admin/alarm', body: { title: '공지', target: 'type', value: 2 } }) },
  { route: 'GET /api/admin/site/page', expect: adminArea(), request: () => ({ path: '/api/admin/site/page?slug=information' }) },
  { route: 'PUT /api/admin/site/page', expect: adminArea(), request: () => ({ path: '/api/admin/site/page', body: { slug: 'history', title: '연혁', body: '## 연혁' } }) },
  { route: 'POST /api/admin/site/page/image', expect: adminArea(), request: async () => ({ path: '/api/admin/site/page/image', form: { fields: {}, file: await image() } }) },
  { route: 'POST /api/admin/site/page/preview', expect: adminArea(), request: () => ({ path: '/api/admin/site/page/preview', body: { body: '## 미리보기' } }) },
  { route: 'GET /api/admin/site/settings', expect: adminArea() },
  { route: 'PUT /api/admin/site/settings', expect: adminOnly(), request: () => ({ path: '/api/admin/site/settings', body: settingsBody }) },
  // Giving (issue 29): open to visitors; this world has no PortOne keys, so checkouts answer 409 (payments off).
  { route: 'GET /api/donations/setup', expect: everyone() },
  { route: 'POST /api/donations', expect: everyone(409), request: () => ({ path: '/api/donations', body: { amount: 10000, method: 'card', name: '후원자', email: 'giver@nanum.example', phone: '010-1234-5678', agree: true } }) },
  { route: 'POST /api/donations/webhook', expect: everyone(409) },
  { route: 'POST /api/donations/:paymentId/complete', expect: everyone(409), request: () => ({ path: `/api/donations/donation-${'0'.repeat(24)}/complete` }) },
  { route: 'GET /api/donations/:paymentId', expect: everyone(404), request: () => ({ path: `/api/donations/donation-${'0'.repeat(24)}` }) },
  { route: 'GET /api/admin/donations', expect: operators() },
  { route: 'GET /api/admin/donations/export', expect: operators() },
  { route: 'POST /api/admin/donations/:id/refund', expect: operators(404), request: () => ({ path: '/api/admin/donations/999999/refund', body: { reason: '환불' } }) },
  { route: 'GET /api/donations/summary', expect: everyone() },
  // Monthly giving: logged-in members, on their own pledges (this world has no PortOne keys: 409 to start; unknown pledges 404).
  { route: 'POST /api/donations/pledges', expect: loggedIn(409), request: () => ({ path: '/api/donations/pledges', body: { amount: 10000, name: '후원자', email: 'giver@nanum.example', phone: '010-1234-5678', agree: true } }) },
  { route: 'POST /api/donations/pledges/:id/confirm', expect: loggedIn(409), request: () => ({ path: '/api/donations/pledges/999999/confirm', body: { billingKey: 'key' } }) },
  { route: 'GET /api/donations/pledges/mine', expect: loggedIn() },
  { route: 'PUT /api/donations/pledges/:id', expect: loggedIn(404), request: () => ({ path: '/api/donations/pledges/999999', body: { amount: 10000 } }) },
  { route: 'DELETE /api/donations/pledges/:id', expect: loggedIn(404), request: () => ({ path: '/api/donations/pledges/999999' }) },
  { route: 'GET /api/donations/receipts/:number', expect: everyone(), request: () => ({ path: '/api/donations/receipts/NANUM-DR-2026-0000000000' }) },
  { route: 'POST /api/admin/donations/receipts', expect: operators(), request: () => ({ path: '/api/admin/donations/receipts', body: { year: 2026 } }) },
  { route: 'GET /api/admin/donations/receipts', expect: operators(), request: () => ({ path: '/api/admin/donations/receipts?year=2026' }) },
  { route: 'GET /api/admin/donations/receipts/:number/file', expect: operators(404), request: () => ({ path: '/api/admin/donations/receipts/NANUM-DR-2026-0000000000/file' }) },
  // The tax office's file holds resident registration numbers in clear: admins only (this world has no DONOR_RRN_KEY: 409).
  { route: 'GET /api/admin/donations/tax-file', expect: adminOnly(409), request: () => ({ path: '/api/admin/donations/tax-file?year=2026' }) },
  { route: 'GET /api/user/get/list/all', expect: adminArea(), request: () => ({ path: '/api/user/get/list/all?page=1' }) },
  // A member of the matrix division, so its head may edit them too (division heads: their own division's members only).
  // A member of the division is changed by those above them; nobody changes themselves, a superior or another division's member.
  {
    route: 'PUT /api/admin/user',
    expect: but(adminArea(), { outsider: 403, onSelf: 403, onSuperior: 403 }),
    request: async (w, actor) => ({ path: '/api/admin/user', body: { id: actor === 'onSelf' ? w.as.onSelf.id : actor === 'onSuperior' ? w.as.admin.id : (await w.freshAccount('owner')).id, rank: 2 } }),
  },
  { route: 'GET /api/corporation/get/all', expect: adminArea() },
  { route: 'POST /api/corporation/set', expect: adminArea(), request: async () => ({ path: '/api/corporation/set', form: { fields: { name: '협력사', description: '설명', link: 'https://partner.example', sort: '1' }, file: await image() } }) },
  { route: 'PUT /api/corporation/set', expect: adminArea(), request: async (w) => ({ path: '/api/corporation/set', form: { fields: { id: String(await w.corporation()), name: '고친 협력사', description: '설명', link: 'https://partner.example', sort: '2' } } }) },
  { route: 'DELETE /api/corporation/set', expect: adminArea(), request: async (w) => ({ path: '/api/corporation/set', body: { id: await w.corporation() } }) },
  { route: 'PUT /api/corporation/order', expect: adminArea(), request: async (w) => {
    await w.corporation();
    const ids = (await w.db('corporations').orderBy('sort').pluck('id')).map(Number);
    return { path: '/api/corporation/order', body: { ids } };
  } },
  { route: 'GET /api/popup/get/content', expect: adminArea() },
  { route: 'GET /api/popup/get/content/all', expect: adminArea() },
  { route: 'POST /api/popup/post/content', expect: adminArea() },
  { route: 'PUT /api/popup/put/content', expect: adminArea(), request: async (w) => ({ path: '/api/popup/put/content', form: { fields: { id: String(await w.popup()), title: '알림', description: '설명', link: '', active: '0' } } }) },
  { route: 'DELETE /api/popup/del/content', expect: adminArea(), request: async (w) => ({ path: '/api/popup/del/content', body: { id: await w.popup() } }) },
  { route: 'PUT /api/popup/put/status', expect: adminArea(), request: async (w) => ({ path: '/api/popup/put/status', body: { id: await w.popup() } }) },

  // Boards and their kinds (말머리): a board's settings and deleting a kind are admin only.
  { route: 'GET /api/admin/boards', expect: adminArea() },
  { route: 'PUT /api/admin/boards', expect: adminOnly(), request: async (w) => ({ path: '/api/admin/boards', body: boardBody(await boardId(w)) }) },
  { route: 'POST /api/admin/boards/kinds', expect: adminArea(), request: async (w) => ({ path: '/api/admin/boards/kinds', body: { boardId: (await kindBoard(w)).id, name: '후기', color: '#ff8800' } }) },
  { route: 'PUT /api/admin/boards/kinds', expect: adminArea(), request: async (w) => ({ path: '/api/admin/boards/kinds', body: { id: (await kindBoard(w)).kinds[0], name: '잡담', color: '#0d6efd' } }) },
  { route: 'DELETE /api/admin/boards/kinds', expect: adminOnly(), request: async (w) => ({ path: '/api/admin/boards/kinds', body: { id: (await kindBoard(w)).kinds[0] } }) },
  { route: 'PUT /api/admin/boards/kinds/order', expect: adminArea(), request: async (w) => {
    const board = await kindBoard(w);
    return { path: '/api/admin/boards/kinds/order', body: { boardId: board.id, ids: [...board.kinds].reverse() } };
  } },

  // The /member directory and the endorsers
  { route: 'GET /api/admin/directory', expect: adminArea(), request: () => ({ path: '/api/admin/directory?category=advisory' }) },
  { route: 'POST /api/admin/directory', expect: adminArea(), request: async () => ({ path: '/api/admin/directory', form: { fields: { category: 'advisory', name: '이자문', position: '자문위원' }, file: await image() } }) },
  { route: 'PUT /api/admin/directory', expect: adminArea(), request: async (w) => ({ path: '/api/admin/directory', form: { fields: { id: String(await orgMember(w)), name: '고친 자문', position: '위원' } } }) },
  { route: 'DELETE /api/admin/directory', expect: adminArea(), request: async (w) => ({ path: '/api/admin/directory', body: { id: await orgMember(w) } }) },
  { route: 'PUT /api/admin/directory/order', expect: adminArea(), request: async (w) => {
    await orgMember(w);
    return { path: '/api/admin/directory/order', body: { category: 'advisory', ids: (await idsOf(w, 'org_members', { category: 'advisory' })).reverse() } };
  } },
  { route: 'GET /api/admin/endorsers', expect: adminArea() },
  { route: 'POST /api/admin/endorsers', expect: adminArea(), request: async (w) => {
    await endorserRoom(w);
    return { path: '/api/admin/endorsers', form: { fields: endorserFields, file: await image() } };
  } },
  { route: 'PUT /api/admin/endorsers', expect: adminArea(), request: async (w) => ({ path: '/api/admin/endorsers', form: { fields: { id: String(await endorser(w)), ...endorserFields, name: '고친 이름' } } }) },
  { route: 'DELETE /api/admin/endorsers', expect: adminArea(), request: async (w) => ({ path: '/api/admin/endorsers', body: { id: await endorser(w) } }) },
  { route: 'PUT /api/admin/endorsers/order', expect: adminArea(), request: async (w) => {
    await endorser(w);
    return { path: '/api/admin/endorsers/order', body: { ids: (await idsOf(w, 'endorsers')).reverse() } };
  } },

  // Deleted posts and comments (the soft delete)
  // Deleted content is for operators and admins (docs/ROLES.md).
  { route: 'GET /api/admin/deleted', expect: operators(), request: () => ({ path: '/api/admin/deleted?type=post&page=1' }) },
  { route: 'PUT /api/admin/deleted/restore', expect: operators(), request: async (w) => ({ path: '/api/admin/deleted/restore', body: { targetType: 'post', targetId: await deletedPost(w) } }) },
];
