import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoard, createActors, writePostAs, type Actor } from '../modules/community/community.testkit';
import { createTestApp, type TestApp } from '../test/testApp';
import { testDialects } from '../test/testDb';

/**
 * Hostile requests against the parsing edge (issue 11): SQL injection through search, sort and
 * paging, __proto__, oversized and deeply nested JSON, text/plain and cross-site CSRF. Each test
 * shows the attack fails and nothing changed.
 */
describe.each(testDialects())('hostile requests (%s)', (dialect) => {
  let t: TestApp;
  let a: Record<'uncertified' | 'member' | 'other' | 'operator' | 'admin', Actor>;
  let publicPost: number;
  const posts = async () => Number((await t.db('posts').count({ count: '*' }).first())?.count);
  const list = (query: string) => request(t.app).get(`/api/community/boards/free/posts?${query}`);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    a = await createActors(t);
    await createBoard(t.db, 'free');
    publicPost = await writePostAs(t, a.member.cookie, 'free', { title: '봄 봉사 안내' });
    await writePostAs(t, a.other.cookie, 'free', { title: '비밀 상담', content: '<p>전화번호 010-1111-2222</p>', secret: true });
  });
  afterAll(async () => {
    await t.drop();
  });

  it.each([
    ["' OR 1=1 --", 'title'],
    ['%', 'title'],
    ['_', 'content'],
    ['비밀%', 'title'],
    ["x') UNION SELECT 1 --", 'author'],
    ['!', 'content'],
  ])('searches for %j in %s literally: no secret post, no other rows', async (keyword, field) => {
    const res = await list(`field=${field}&keyword=${encodeURIComponent(keyword)}`);
    expect(res.status).toBe(200);
    expect(res.body.data.list).toEqual([]);
    expect(JSON.stringify(res.body)).not.toMatch(/010-1111-2222|password|\$2[aby]\$/);
  });

  it.each([
    'sort=id%3B%20DROP%20TABLE%20posts',
    'sort=visit%20desc%2C(select%201)',
    'field=title%20OR%201%3D1&keyword=x',
    'page=-1',
    'page=0',
    'page=1e9',
    'page=99999999',
    'page=1&page=2',
    'kind=1%20OR%201%3D1',
  ])('refuses %s in Korean and changes nothing', async (query) => {
    const before = await posts();
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(query.startsWith('page=') ? '페이지 번호가 올바르지 않습니다.' : '확인되지 않은 오류입니다.');
    expect(await posts()).toBe(before);
  });

  // The query parser keeps keys as written (no nested objects or arrays from brackets), so these
  // are unknown parameters: ignored, never read as a value.
  it.each(['field[]=content&keyword[]=x', 'page[]=2', 'page[$gt]=0', 'keyword[$ne]=x', 'sort[]=visit'])('ignores the bracketed %s: the plain first page', async (query) => {
    const plain = await list('');
    const res = await list(query);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(plain.body.data);
  });

  it.each(['page=-1', 'pageMax=100000', 'page=1%20OR%201%3D1', 'pageMax=10;DROP'])("refuses a member's list paging %s", async (query) => {
    const res = await request(t.app).get(`/api/community/board/get/${a.member.id}?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(query.startsWith('page=') ? '페이지 번호가 올바르지 않습니다.' : '확인되지 않은 오류입니다.');
  });

  it("never reads an id from the query of a member's list", async () => {
    const res = await request(t.app).get(`/api/community/board/get/${a.member.id}?id[]=${a.other.id}&userId=${a.other.id}`).set('cookie', a.uncertified.cookie);
    expect(res.status).toBe(200);
    expect(res.body.data.list.map((row: { id: number }) => row.id)).toEqual([publicPost]);
  });

  it('refuses SQL in the admin member search, matching it literally', async () => {
    const res = await request(t.app).get(`/api/user/get/list/all?keyword=${encodeURIComponent("' OR '1'='1")}`).set('cookie', a.operator.cookie);
    expect(res.status).toBe(200);
    expect(res.body.data.list).toEqual([]);
    const sorted = await request(t.app).get(`/api/user/get/list/all?type=${encodeURIComponent('0 OR 1=1')}`).set('cookie', a.operator.cookie);
    expect(sorted.status).toBe(400);
  });

  it('ignores __proto__ and constructor in JSON and query: nothing is polluted or assigned', async () => {
    const body = `{"title":"프로토","content":"<p>x</p>","__proto__":{"pinned":true,"userId":${a.admin.id},"power":2},"constructor":{"prototype":{"power":2}}}`;
    const res = await request(t.app).post('/api/community/boards/free/posts').set('cookie', a.member.cookie).set('content-type', 'application/json').send(body);
    expect(res.status).toBe(200);
    const row = await t.db('posts').where({ id: res.body.data.id }).first();
    expect(Number(row.user_id)).toBe(a.member.id);
    expect(Number(row.pinned)).toBe(0);
    expect(({} as Record<string, unknown>).power).toBeUndefined();
    expect(({} as Record<string, unknown>).pinned).toBeUndefined();

    const query = await list('__proto__[sort]=visit&constructor[prototype][x]=1&sort=newest');
    expect([200, 400]).toContain(query.status);
    expect(({} as Record<string, unknown>).sort).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    // The member is still a member.
    const self = await request(t.app).get('/api/user/get/self/information').set('cookie', a.member.cookie);
    expect(self.body.data.power).toBe(0);
  });

  it('refuses a 10 MB JSON body with a Korean 413 and stores nothing', async () => {
    const before = await posts();
    const res = await request(t.app)
      .post('/api/community/boards/free/posts')
      .set('cookie', a.member.cookie)
      .set('content-type', 'application/json')
      .send(JSON.stringify({ title: '큰 글', content: 'x'.repeat(10 * 1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/[가-힣]/);
    expect(await posts()).toBe(before);
  });

  it('answers deeply nested JSON quickly with a Korean 400 and stays up', async () => {
    const depth = 100_000;
    const nested = `{"title":"깊은 글","content":"<p>x</p>","survey":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const started = Date.now();
    const res = await request(t.app).post('/api/community/boards/free/posts').set('cookie', a.member.cookie).set('content-type', 'application/json').send(nested);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/[가-힣]/);
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await request(t.app).get('/api/health')).status).toBe(200);
  });

  it('does not read a text/plain body as JSON (the CSRF form trick), even without an Origin', async () => {
    const before = await posts();
    const res = await request(t.app)
      .post('/api/community/boards/free/posts')
      .set('cookie', a.member.cookie)
      .set('content-type', 'text/plain')
      .send('{"title":"위조","content":"<p>csrf</p>"}');
    expect(res.status).toBe(400);
    expect(await posts()).toBe(before);
  });

  it.each([
    ['a cross-site form post', { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }, 'title=위조&content=csrf'],
    ['a text/plain post from another site', { origin: 'https://evil.example', 'content-type': 'text/plain' }, '{"title":"위조","content":"<p>x</p>"}'],
    ['a sandboxed page (Origin null)', { origin: 'null', 'content-type': 'application/json' }, '{"title":"위조","content":"<p>x</p>"}'],
    ['a sibling site marked cross-site', { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' }, '{"title":"위조","content":"<p>x</p>"}'],
  ])('refuses %s with 403 and stores nothing', async (_name, headers, body) => {
    const before = await posts();
    let req = request(t.app).post('/api/community/boards/free/posts').set('cookie', a.member.cookie);
    for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
    const res = await req.send(body);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('허용되지 않은 요청입니다.');
    expect(await posts()).toBe(before);
  });

  it('refuses a logout posted from another site (logout CSRF): the login goes on', async () => {
    const res = await request(t.app).post('/api/user/logout').set('cookie', a.member.cookie).set('origin', 'https://evil.example');
    expect(res.status).toBe(403);
    const self = await request(t.app).get('/api/user/get/self/information').set('cookie', a.member.cookie);
    expect(self.body.data.id).toBe(a.member.id);
  });

  it('changes nothing on GET: logout and deletes are not reachable by a link', async () => {
    expect((await request(t.app).get('/api/user/logout').set('cookie', a.member.cookie)).status).toBe(404);
    expect((await request(t.app).get(`/api/community/posts/${publicPost}?_method=DELETE`).set('cookie', a.member.cookie)).status).toBe(200);
    const self = await request(t.app).get('/api/user/get/self/information').set('cookie', a.member.cookie);
    expect(self.body.data.id).toBe(a.member.id);
    expect((await t.db('posts').where({ id: publicPost }).first()).deleted_at).toBeNull();
  });
});
