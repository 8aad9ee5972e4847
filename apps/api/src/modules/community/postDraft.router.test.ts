import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { createActors, createBoard, writePostAs, type Actor } from './community.testkit';

describe.each(testDialects())('post drafts (%s)', (dialect) => {
  let t: TestApp;
  let a: Record<'uncertified' | 'member' | 'other' | 'operator' | 'admin', Actor>;
  const path = (board: string) => `/api/community/boards/${board}/draft`;
  const rows = () => t.db('post_drafts').orderBy('id').select('user_id', 'board_id', 'title', 'content');

  beforeAll(async () => {
    t = await createTestApp(dialect);
    a = await createActors(t);
    await createBoard(t.db, 'draft-open');
    await createBoard(t.db, 'draft-second');
    await createBoard(t.db, 'draft-admins', { perm: { write: 0 } });
  });
  afterAll(async () => {
    await t.drop();
  });

  it('keeps one draft per member and board, replaced by each save, and shows it to its writer only', async () => {
    expect((await request(t.app).get(path('draft-open')).set('cookie', a.member.cookie)).body).toEqual({ status: 200, data: null });
    const first = await request(t.app).put(path('draft-open')).set('cookie', a.member.cookie).send({ title: '봄 캠프 후기', content: '<p>첫 문단</p>' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ message: '임시 저장되었습니다.', data: { title: '봄 캠프 후기', content: '<p>첫 문단</p>', updatedAt: expect.any(String) } });
    await request(t.app).put(path('draft-open')).set('cookie', a.member.cookie).send({ title: '봄 캠프 후기', content: '<p>첫 문단</p><p>둘째 문단</p>' }).expect(200);
    await request(t.app).put(path('draft-second')).set('cookie', a.member.cookie).send({ title: '', content: '<p>다른 게시판</p>' }).expect(200);

    const own = await request(t.app).get(path('draft-open')).set('cookie', a.member.cookie);
    expect(own.body.data).toMatchObject({ title: '봄 캠프 후기', content: '<p>첫 문단</p><p>둘째 문단</p>' });
    expect((await request(t.app).get(path('draft-open')).set('cookie', a.other.cookie)).body.data).toBeNull();
    expect((await request(t.app).get(path('draft-open')).set('cookie', a.admin.cookie)).body.data).toBeNull();
    expect((await rows()).filter((row) => Number(row.user_id) === a.member.id)).toHaveLength(2);
  });

  it('cleans the content like a post’s before storing it', async () => {
    await request(t.app).put(path('draft-open')).set('cookie', a.other.cookie).send({ title: '스크립트', content: '<p onclick="steal()">안녕<script>steal()</script></p>' }).expect(200);
    const stored = (await rows()).find((row) => Number(row.user_id) === a.other.id);
    expect(stored?.content).toBe('<p>안녕</p>');
  });

  it('refuses a blank, too long or malformed draft in Korean and keeps the stored one', async () => {
    const before = await rows();
    for (const [body, message] of [
      [{ title: '  ', content: '<p> </p>' }, '저장할 내용이 없습니다.'],
      [{ title: '가'.repeat(201), content: '<p>x</p>' }, '제목은 200자 이하로 입력해주세요.'],
      [{ title: ['배열'], content: '<p>x</p>' }, '확인되지 않은 오류입니다.'],
      [{ title: '줄\n바꿈', content: '<p>x</p>' }, expect.any(String)],
    ] as const) {
      const res = await request(t.app).put(path('draft-open')).set('cookie', a.member.cookie).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(message);
    }
    expect(await rows()).toEqual(before);
  });

  it('needs a login and the board’s write permission; an unknown board is 404', async () => {
    const anonymous = await request(t.app).put(path('draft-open')).send({ title: '방문자', content: '' });
    expect(anonymous.status).toBe(401);
    const refused = await request(t.app).put(path('draft-admins')).set('cookie', a.member.cookie).send({ title: '관리자 게시판', content: '' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toEqual(expect.any(String));
    expect((await request(t.app).get(path('draft-admins')).set('cookie', a.member.cookie)).status).toBe(403);
    expect((await request(t.app).put(path('no-such-board')).set('cookie', a.member.cookie).send({ title: '없는 게시판', content: '' })).status).toBe(404);
    expect((await rows()).map((row) => row.title)).not.toContain('관리자 게시판');
    await request(t.app).put(path('draft-admins')).set('cookie', a.admin.cookie).send({ title: '공지 초안', content: '' }).expect(200);
  });

  it('is deleted when the member writes the post on that board, and on request; other boards’ drafts stay', async () => {
    await writePostAs(t, a.member.cookie, 'draft-open', { title: '봄 캠프 후기', content: '<p>완성</p>' });
    expect((await request(t.app).get(path('draft-open')).set('cookie', a.member.cookie)).body.data).toBeNull();
    expect((await request(t.app).get(path('draft-second')).set('cookie', a.member.cookie)).body.data).toMatchObject({ content: '<p>다른 게시판</p>' });
    expect((await request(t.app).get(path('draft-open')).set('cookie', a.other.cookie)).body.data).toMatchObject({ title: '스크립트' });

    const discarded = await request(t.app).delete(path('draft-second')).set('cookie', a.member.cookie);
    expect(discarded.body).toEqual({ status: 200, message: '임시 저장한 글을 삭제했습니다.' });
    expect((await rows()).filter((row) => Number(row.user_id) === a.member.id)).toEqual([]);
  });
});
