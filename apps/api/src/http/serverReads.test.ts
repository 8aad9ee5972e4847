import type { Request, RequestHandler } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardListQuerySchema } from '@nanum/shared/boardSchemas';
import { SERVER_READS, type ServerReads } from '@nanum/shared/serverReads';
import { createTestApp, type TestApp } from '../test/testApp';
import { testDialects } from '../test/testDb';
import { insertTestCampaign, insertTestParticipation } from '../modules/youth/youth.testkit';
import { createActors, createBoard, writePostAs, type Actor } from '../modules/community/community.testkit';

/** The page reads a test page asks for: `/page?read=<name>&arg=...` answers what the in-process read gave. */
const readsOfTest: Record<string, (reads: ServerReads, arg: string) => Promise<unknown>> = {
  post: (reads, arg) => reads.post(arg),
  board: (reads, arg) => reads.board(arg),
  boardList: (reads, arg) => reads.boardList(arg, boardListQuerySchema.parse({})),
  contentPage: (reads, arg) => reads.contentPage(arg),
  memberDirectory: (reads, arg) => reads.memberDirectory(arg),
  homeLatest: (reads) => reads.homeLatest(),
  endorsers: (reads) => reads.endorsers(),
  siteSettings: (reads) => reads.siteSettings(),
  campaign: (reads, arg) => reads.campaign(arg),
  popup: (reads) => reads.popup(),
  signedIn: (reads) => reads.signedIn(),
  origin: async (reads) => reads.origin,
};

/**
 * The pages' one read path (serverReads.ts): every page request gets in-process reads that answer
 * exactly what the API route answers the same viewer (data, permissions for the session's member,
 * visit count, errors), without an HTTP request to the API.
 */
describe.each(testDialects())('in-process reads of the pages (%s)', (dialect) => {
  let t: TestApp;
  let a: Record<'uncertified' | 'member' | 'other' | 'operator' | 'admin', Actor>;

  /** The web handler of these tests: answers what the named in-process read gave. */
  const web: RequestHandler = (req, res, next) => {
    const reads = (req as Request & { [SERVER_READS]?: ServerReads })[SERVER_READS];
    if (!reads) return void res.status(500).json({ error: 'no reads' });
    const read = readsOfTest[String(req.query.read)];
    if (!read) return void res.status(400).json({ error: 'no such read' });
    read(reads, String(req.query.arg ?? ''))
      .then((answer) => res.json({ answer }))
      .catch(next);
  };
  const page = (read: string, arg: number | string = '', headers: Record<string, string> = {}) =>
    request(t.app).get(`/page?read=${read}&arg=${encodeURIComponent(String(arg))}`).set({ 'user-agent': 'browser-a', ...headers });
  const api = (path: string, headers: Record<string, string> = {}) => request(t.app).get(path).set({ 'user-agent': 'browser-a', ...headers });
  /** The API's answer to the same viewer, in the reads' shape. */
  const apiAnswer = async (path: string, headers: Record<string, string> = {}) => {
    const { body } = await api(path, headers);
    return body.data === undefined ? { status: body.status, message: body.message } : { status: 200, data: body.data };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { TRUST_PROXY: '1', PUBLIC_URL: 'https://nanum.example' }, { web });
    a = await createActors(t);
    await createBoard(t.db, 'open', { permission: 2, perm: { write: 1, comment: 1 } });
    await createBoard(t.db, 'members', { permission: 1 });
  });
  afterAll(async () => {
    await t.drop();
  });

  it('answers a visitor what GET /api/community/posts/:id answers, and counts the visit once', async () => {
    const id = await writePostAs(t, a.member.cookie, 'open', { title: '안에서 읽기', content: '<p>본문</p>' });
    await request(t.app).post(`/api/community/posts/${id}/comments`).set('cookie', a.other.cookie).send({ description: '댓글입니다' });
    const inProcess = (await page('post', id)).body.answer;
    expect(inProcess.status).toBe(200);
    expect(inProcess.data.post.visit).toBe(1);
    expect(inProcess.data.comments.map((c: { description: string }) => c.description)).toEqual(['댓글입니다']);
    // The same visitor over the API: not counted again, the very same answer.
    expect((await api(`/api/community/posts/${id}`)).body.data).toEqual(inProcess.data);
    // The same visitor again in process, another browser at the same address (the same visitor),
    // then another address (behind the proxy, which sets X-Forwarded-For): counted once each.
    expect((await page('post', id)).body.answer.data.post.visit).toBe(1);
    expect((await page('post', id, { 'user-agent': 'browser-b' })).body.answer.data.post.visit).toBe(1);
    expect((await page('post', id, { 'x-forwarded-for': '203.0.113.7' })).body.answer.data.post.visit).toBe(2);
  });

  it('reads as the member of the session: a members-only post, their own state, and signedIn', async () => {
    const hidden = await writePostAs(t, a.member.cookie, 'members', { title: '회원 전용' });
    await request(t.app).put(`/api/community/posts/${hidden}/recommend`).set('cookie', a.other.cookie).send({ on: true });
    const asOther = (await page('post', hidden, { cookie: a.other.cookie })).body.answer;
    expect(asOther.status).toBe(200);
    expect(asOther.data.post.recommended).toBe(true);
    expect(asOther.data).toEqual((await apiAnswer(`/api/community/posts/${hidden}`, { cookie: a.other.cookie })).data);
    expect((await page('post', hidden)).body.answer.status).toBe(401);
    expect((await page('signedIn', '', { cookie: a.member.cookie })).body.answer).toBe(true);
    expect((await page('signedIn')).body.answer).toBe(false);
    // A stale or forged session cookie is a visitor's, as for the API.
    expect((await page('signedIn', '', { cookie: 'nanum.sid=s%3Astale.x' })).body.answer).toBe(false);
    expect((await page('post', hidden, { cookie: 'nanum.sid=s%3Astale.x' })).body.answer.status).toBe(401);
  });

  it('answers the errors the API answers: unknown post, invalid id, a board the visitor may not read', async () => {
    const hidden = await writePostAs(t, a.member.cookie, 'members', { title: '회원 전용 둘' });
    for (const postId of [999_999, 0, 'abc', hidden]) {
      expect((await page('post', postId)).body.answer).toEqual(await apiAnswer(`/api/community/posts/${postId}`));
    }
    expect((await page('post', 999_999)).body.answer.status).toBe(404);
    expect((await page('post', 'abc')).body.answer.status).toBe(400);
  });

  it('answers the board, its list, the content pages, the directory, the home page and the pop-up as the API does', async () => {
    await writePostAs(t, a.member.cookie, 'open', { title: '목록의 글' });
    const pairs: [string, string, string][] = [
      ['board', 'open', '/api/community/boards/open'],
      ['board', 'nothing-here', '/api/community/boards/nothing-here'],
      ['board', 'Bad!', '/api/community/boards/Bad!'],
      ['boardList', 'open', '/api/community/boards/open/posts'],
      ['boardList', 'members', '/api/community/boards/members/posts'],
      ['contentPage', 'history', '/api/site/page/history'],
      ['contentPage', 'no/such/page', '/api/site/page/no/such/page'],
      ['memberDirectory', 'advisory', '/api/site/members?page=advisory'],
      ['memberDirectory', 'nobody', '/api/site/members?page=nobody'],
      ['homeLatest', '', '/api/site/home'],
      ['endorsers', '', '/api/site/endorsers'],
      ['siteSettings', '', '/api/site/settings'],
      ['popup', '', '/api/popup/get/display'],
    ];
    for (const [read, arg, path] of pairs) {
      for (const cookie of [undefined, a.member.cookie]) {
        const headers: Record<string, string> = cookie ? { cookie } : {};
        expect({ read, arg, cookie: Boolean(cookie), answer: (await page(read, arg, headers)).body.answer }).toEqual({
          read,
          arg,
          cookie: Boolean(cookie),
          answer: await apiAnswer(path, headers),
        });
      }
    }
    // What a member may do on a board is theirs: the visitor may not write where the member may.
    expect((await page('board', 'open')).body.answer.data.can.write).toBe(false);
    expect((await page('board', 'open', { cookie: a.member.cookie })).body.answer.data.can.write).toBe(true);
  });

  it('answers a campaign page as GET /api/youth/campaigns/:id answers its viewer (their state, a manager’s list), and its errors', async () => {
    const id = await insertTestCampaign(t.db, { name: '페이지 캠페인', startDate: '2099-03-03', capacity: 1 });
    await insertTestParticipation(t.db, id, a.member.id, 'applied');
    for (const cookie of [undefined, a.member.cookie, a.operator.cookie]) {
      const headers: Record<string, string> = cookie ? { cookie } : {};
      expect((await page('campaign', id, headers)).body.answer).toEqual(await apiAnswer(`/api/youth/campaigns/${id}`, headers));
    }
    expect((await page('campaign', id, { cookie: a.member.cookie })).body.answer.data).toMatchObject({ myStatus: 'applied', placesLeft: 0, phase: 'waitlist', participations: [] });
    expect((await page('campaign', id, { cookie: a.operator.cookie })).body.answer.data.participations).toHaveLength(1);
    expect((await page('campaign', 999999)).body.answer).toEqual({ status: 404, message: '캠페인을 찾을 수 없습니다.' });
  });

  it('gives the pages the public address of PUBLIC_URL, whatever Host the request named', async () => {
    expect((await page('origin', '', { host: 'evil.example', 'x-forwarded-host': 'evil.example' })).body.answer).toBe('https://nanum.example');
  });
});
