import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDbDate } from '../../db/values';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';

describe.each(testDialects())('a user’s posts and comments for the profile (%s)', (dialect) => {
  let t: TestApp;
  let author: { id: number; email: string };
  let replier: { id: number; email: string };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    author = await createTestUser(t.db, { name: '글쓴이' });
    replier = await createTestUser(t.db, { name: '답글러' });
    const board = (href: string, read: number) => ({ href, name: `${href} 게시판`, layout: 'list', perm_list: 2, perm_read: read, perm_write: 1, perm_comment: 1, perm_download: 1 });
    for (const row of [board('open', 2), board('members', 1), board('admins', 0)]) await t.db('boards').insert(row);
    const boards = Object.fromEntries((await t.db('boards').select('id', 'href')).map((b) => [b.href, Number(b.id)]));
    await t.db('board_kinds').insert({ board_id: boards.open, name: '후기', color: '#198754' });
    const kind = Number((await t.db('board_kinds').first('id')).id);
    const at = (minutes: number) => toDbDate(new Date(Date.UTC(2026, 10, 1, 9, minutes)));
    const post = (title: string, boardId: number, minutes: number, extra: object = {}) => ({ board_id: boardId, user_id: author.id, title, content: '<p>본문</p>', created_at: at(minutes), updated_at: at(minutes), ...extra });
    for (let i = 1; i <= 12; i += 1) await t.db('posts').insert(post(`공개 글 ${i}`, boards.open as number, i, { kind_id: kind, visit: i }));
    const more = [post('회원 글', boards.members as number, 20), post('관리자 글', boards.admins as number, 21), post('숨긴 글', boards.open as number, 22, { hidden: 1 }), post('비밀 글', boards.open as number, 23, { secret: 1 })];
    for (const row of more) await t.db('posts').insert(row);
    const first = Number((await t.db('posts').where({ title: '공개 글 1' }).first('id')).id);
    await t.db('comments').insert({ post_id: first, user_id: author.id, description: '첫 댓글', created_at: at(30), updated_at: at(30) });
    const parent = Number((await t.db('comments').first('id')).id);
    await t.db('comments').insert({ post_id: first, user_id: replier.id, parent_id: parent, description: '답글입니다', created_at: at(31), updated_at: at(31) });
  });
  afterAll(async () => {
    await t.drop();
  });

  const titles = (res: request.Response) => res.body.data.list.map((p: { title: string }) => p.title);

  it('pages a visitor through public posts, 10 per page, newest first, with kinds', async () => {
    const first = await request(t.app).get(`/api/community/board/get/${author.id}?page=1&pageMax=10`);
    expect(first.status).toBe(200);
    expect(first.body.data.count).toBe(12);
    expect(titles(first)).toEqual(['공개 글 12', '공개 글 11', '공개 글 10', '공개 글 9', '공개 글 8', '공개 글 7', '공개 글 6', '공개 글 5', '공개 글 4', '공개 글 3']);
    expect(first.body.data.list[0]).toMatchObject({ board_href: 'open', board_name: 'open 게시판', visit: 12, comment_count: 0 });
    expect(first.body.data.kind).toEqual([{ id: expect.any(Number), name: '후기', color: '#198754' }]);
    expect(titles(await request(t.app).get(`/api/community/board/get/${author.id}?page=2`))).toEqual(['공개 글 2', '공개 글 1']);
  });

  it('shows members-only posts to members, the secret one to its author, never hidden ones', async () => {
    const member = await request(t.app).get(`/api/community/board/get/${author.id}`).set('cookie', await loginCookie(t.app, replier.email));
    expect(member.body.data.count).toBe(13);
    expect(titles(member)).toContain('회원 글');
    expect(titles(member)).not.toContain('비밀 글');
    const own = await request(t.app).get(`/api/community/board/get/${author.id}`).set('cookie', await loginCookie(t.app, author.email));
    expect(own.body.data.count).toBe(14);
    expect(titles(own)).toContain('비밀 글');
    expect(titles(own)).not.toContain('관리자 글');
    expect(titles(own)).not.toContain('숨긴 글');
  });

  it('lists comments with the post they are on and whom they answer', async () => {
    const res = await request(t.app).get(`/api/community/comment/get/${replier.id}?page=1&pageMax=10`);
    expect(res.body.data).toEqual({
      count: 1,
      list: [{ id: expect.any(Number), description: '답글입니다', board_id: expect.any(Number), board_href: 'open', board_name: 'open 게시판', board_title: '공개 글 1', reply_name: '글쓴이', recommend: 0, date: '2026-11-01T09:31:00.000Z' }],
    });
  });

  it('refuses malformed paging with a Korean message', async () => {
    for (const query of ['page=-1', 'page=0', 'page=abc', 'pageMax=51', 'page=1&page=2', 'pageMax=0', 'page=1e3']) {
      const res = await request(t.app).get(`/api/community/board/get/${author.id}?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBe('확인되지 않은 오류입니다.');
    }
  });
});
