import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_CHARACTERS_INVALID_MESSAGE, TEXT_LINE_BREAK_MESSAGE } from '@nanum/shared/textRules';
import { createAdminActors, pngImage, type AdminActors } from '../modules/admin/admin.testkit';
import { createActors, createBoard, writePostAs, type Actor } from '../modules/community/community.testkit';
import { createTestApp, type TestApp } from '../test/testApp';
import { testDialects } from '../test/testDb';

/** Characters no text may hold (issue 21, finding 7), with the message each answers. */
const NEVER: Array<[string, string]> = [
  ['a lone high surrogate', '봉사\ud800후기'],
  ['a lone low surrogate', '\udc00봉사 후기'],
  ['a NUL', '봉사\u0000후기'],
  ['an ESC', '봉사\u001b[31m후기'],
  ['a right-to-left override', '봉사\u202e기후'],
  ['a right-to-left isolate', '봉사\u2067후기'],
];
/** Line breaks, refused in single-line fields only. */
const BREAKS: Array<[string, string]> = [
  ['CR LF', '봉사\r\n후기'],
  ['LF', '봉사\n후기'],
  ['a lone CR', '봉사\r후기'],
  ['a line separator', '봉사\u2028후기'],
];
const SINGLE_LINE: Array<[string, string, string]> = [
  ...NEVER.map(([kind, text]): [string, string, string] => [kind, text, TEXT_CHARACTERS_INVALID_MESSAGE]),
  ...BREAKS.map(([kind, text]): [string, string, string] => [kind, text, TEXT_LINE_BREAK_MESSAGE]),
];
/**
 * The same through multipart fields, which travel as UTF-8 bytes: a lone surrogate cannot be
 * written in them (the sender's encoder makes it U+FFFD, a real character), so only JSON carries it.
 */
const SINGLE_LINE_MULTIPART = SINGLE_LINE.filter(([, text]) => !/[\ud800-\udfff]/.test(text));

/**
 * Odd Unicode was stored silently (a lone surrogate became U+FFFD with 200; NUL, U+202E and CR/LF
 * were kept in titles, address, university and department). Each is now a Korean 400 that
 * changes nothing; multi-line text keeps its line breaks.
 */
describe.each(testDialects())('hostile Unicode in text fields (%s)', (dialect) => {
  let t: TestApp;
  let a: Record<'uncertified' | 'member' | 'other' | 'operator' | 'admin', Actor>;
  let staff: AdminActors;
  const count = async (table: string) => Number((await t.db(table).count({ n: '*' }).first())?.n);
  const profile = async (id: number) => t.db('users').where({ id }).first('address', 'university', 'department');

  beforeAll(async () => {
    // Each hostile input is a write as the same member: more than the per-member board limits let a person.
    t = await createTestApp(dialect, { TRUST_PROXY: '1', BOARD_LIMIT_SCALE: '100' });
    a = await createActors(t);
    staff = await createAdminActors(t);
    await createBoard(t.db, 'free');
    await createBoard(t.db, 'vote', { permission: 2, perm: { write: 1, comment: 1 } });
  });
  afterAll(async () => {
    await t.drop();
  });

  it.each(SINGLE_LINE)('refuses a post title with %s, storing nothing', async (_kind, text, message) => {
    const before = await count('posts');
    const res = await request(t.app).post('/api/community/boards/free/posts').set('cookie', a.member.cookie).send({ title: text, content: '<p>내용</p>' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, message });
    expect(await count('posts')).toBe(before);
  });

  it.each(NEVER)('refuses a post body with %s, storing nothing', async (_kind, text) => {
    const before = await count('posts');
    const res = await request(t.app).post('/api/community/boards/free/posts').set('cookie', a.member.cookie).send({ title: '제목', content: `<p>${text}</p>` });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(TEXT_CHARACTERS_INVALID_MESSAGE);
    expect(await count('posts')).toBe(before);
  });

  it('refuses JSON whose bytes are not UTF-8 (they would be stored as U+FFFD), storing nothing', async () => {
    const before = await count('posts');
    const bytes = Buffer.concat([Buffer.from('{"title":"'), Buffer.from([0xed, 0xa0, 0x80, 0xff]), Buffer.from(' 제목","content":"<p>내용</p>"}')]);
    const res = await request(t.app).post('/api/community/boards/free/posts').set('cookie', a.member.cookie).set('content-type', 'application/json').serialize((body: unknown) => body as string).send(bytes);
    expect(res.body).toEqual({ status: 400, message: TEXT_CHARACTERS_INVALID_MESSAGE });
    expect(await count('posts')).toBe(before);
  });

  it('keeps line breaks and tabs in multi-line text (a post body, a comment)', async () => {
    const id = await writePostAs(t, a.member.cookie, 'free', { title: '줄바꿈', content: '<p>첫 줄</p>\n<p>둘째\t줄</p>\r\n' });
    expect((await t.db('posts').where({ id }).first('content')).content).toContain('\n');
    const comment = await request(t.app).post(`/api/community/posts/${id}/comments`).set('cookie', a.other.cookie).send({ description: '좋아요\n감사합니다' });
    expect(comment.status).toBe(200);
  });

  it.each(SINGLE_LINE)('refuses an address with %s and keeps the old one', async (_kind, text, message) => {
    const before = await profile(a.member.id);
    const res = await request(t.app).post('/api/user/set/profile/address').set('cookie', a.member.cookie).send({ address: `서울특별시 ${text} 1` });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, message });
    expect(await profile(a.member.id)).toEqual(before);
  });

  it.each(SINGLE_LINE)('refuses a university or department with %s and keeps the old ones', async (_kind, text, message) => {
    const before = await profile(a.other.id);
    for (const body of [
      { university: `나눔${text}대`, department: '사회복지' },
      { university: '나눔대', department: `사회${text}복지` },
    ]) {
      const res = await request(t.app).post('/api/user/set/profile/university').set('cookie', a.other.cookie).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 400, message });
    }
    expect(await profile(a.other.id)).toEqual(before);
  });

  it.each(SINGLE_LINE)('refuses a survey option with %s, storing no post', async (_kind, text, message) => {
    const before = await count('posts');
    const survey = { title: '만족도', questions: [{ title: '좋았던 활동', mode: 'choice', options: ['플로깅', `공부${text}방`], required: true, cancelable: true }] };
    const res = await request(t.app).post('/api/community/boards/vote/posts').set('cookie', a.member.cookie).send({ title: '설문', content: '<p>x</p>', survey });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, message });
    expect(await count('posts')).toBe(before);
  });

  it.each(SINGLE_LINE_MULTIPART)('refuses a pop-up title (multipart) with %s and keeps the draft as it was', async (_kind, text, message) => {
    const { id } = (await request(t.app).post('/api/popup/post/content').set('cookie', staff.operator.cookie)).body.data as { id: number };
    const before = await t.db('popup_contents').where({ id }).first('title', 'description');
    const res = await request(t.app).put('/api/popup/put/content').set('cookie', staff.operator.cookie).field('id', String(id)).field('title', `모집${text}`).field('active', '0');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, message });
    expect(await t.db('popup_contents').where({ id }).first('title', 'description')).toEqual(before);
  });

  const addPartner = async (name: string) =>
    request(t.app).post('/api/corporation/set').set('cookie', staff.operator.cookie).field('name', name).field('link', 'https://nanum.example').attach('image', await pngImage(), 'logo.png');

  it.each(SINGLE_LINE_MULTIPART)('refuses a partner (corporation) name with %s, storing nothing', async (_kind, text, message) => {
    const before = await count('corporations');
    const res = await addPartner(`나눔${text}기업`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, message });
    expect(await count('corporations')).toBe(before);
  });

  it('refuses a multipart name whose bytes are not UTF-8, storing nothing', async () => {
    const before = await count('corporations');
    const res = await request(t.app)
      .post('/api/corporation/set')
      .set('cookie', staff.operator.cookie)
      .field('name', Buffer.from([0xed, 0xa0, 0x80, 0x78]).toString('latin1'))
      .field('link', 'https://nanum.example')
      .attach('image', await pngImage(), 'logo.png');
    expect(res.body).toEqual({ status: 400, message: TEXT_CHARACTERS_INVALID_MESSAGE });
    expect(await count('corporations')).toBe(before);
  });

  it('still stores a partner whose name is plain text', async () => {
    expect((await addPartner('나눔 기업')).status).toBe(200);
  });
});
