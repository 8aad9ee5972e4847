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

  it('pages a member through the posts they may read, 10 per page, newest first, with kinds', async () => {
    const cookie = await loginCookie(t.app, replier.email);
    const first = await request(t.app).get(`/api/community/board/get/${author.id}?page=1&pageMax=10`).set('cookie', cookie);
    expect(first.status).toBe(200);
    expect(first.body.data.count).toBe(13);
    expect(titles(first)).toEqual(['회원 글', '공개 글 12', '공개 글 11', '공개 글 10', '공개 글 9', '공개 글 8', '공개 글 7', '공개 글 6', '공개 글 5', '공개 글 4']);
    expect(first.body.data.list[1]).toMatchObject({ board_href: 'open', board_name: 'open 게시판', visit: 12, comment_count: 0 });
    expect(first.body.data.kind).toEqual([{ id: expect.any(Number), name: '후기', color: '#198754' }]);
    expect(titles(await request(t.app).get(`/api/community/board/get/${author.id}?page=2`).set('cookie', cookie))).toEqual(['공개 글 3', '공개 글 2', '공개 글 1']);
  });

  it('shows no activity to visitors, nor to members when the owner keeps it 비공개; the owner and operators still see it', async () => {
    for (const path of [`/api/community/board/get/${author.id}`, `/api/community/comment/get/${author.id}`]) {
      const visitor = await request(t.app).get(path);
      expect(visitor.status).toBe(401);
      expect(visitor.body.message).toBe('회원의 활동 내역은 로그인한 회원만 볼 수 있습니다.');
      expect(JSON.stringify(visitor.body)).not.toMatch(/공개 글|첫 댓글/);
    }
    const authorCookie = await loginCookie(t.app, author.email);
    const hide = await request(t.app).put('/api/user/profile/visibility').set('cookie', authorCookie)
      .send({ visibility: { gender: 'members', mbti: 'members', affiliation: 'members', cohort: 'members', activity: 'private' } });
    expect(hide.status).toBe(200);
    try {
      const member = await loginCookie(t.app, replier.email);
      const operator = await loginCookie(t.app, (await createTestUser(t.db, { power: 1 })).email);
      for (const path of [`/api/community/board/get/${author.id}`, `/api/community/comment/get/${author.id}`]) {
        const refused = await request(t.app).get(path).set('cookie', member);
        expect(refused.status).toBe(403);
        expect(refused.body.message).toBe('이 회원의 활동 내역은 공개되지 않습니다.');
        expect(JSON.stringify(refused.body)).not.toMatch(/공개 글|첫 댓글/);
        expect((await request(t.app).get(path).set('cookie', authorCookie)).status).toBe(200);
        expect((await request(t.app).get(path).set('cookie', operator)).body.data.count).toBeGreaterThan(0);
      }
    } finally {
      await t.db('users').where({ id: author.id }).update({ profile_visibility: null });
    }
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
    const res = await request(t.app).get(`/api/community/comment/get/${replier.id}?page=1&pageMax=10`).set('cookie', await loginCookie(t.app, author.email));
    expect(res.body.data).toEqual({
      count: 1,
      list: [{ id: expect.any(Number), description: '답글입니다', board_id: expect.any(Number), board_href: 'open', board_name: 'open 게시판', board_title: '공개 글 1', reply_name: '글쓴이', recommend: 0, date: '2026-11-01T09:31:00.000Z' }],
    });
  });

  it('refuses malformed paging with a Korean message', async () => {
    for (const query of ['page=-1', 'page=0', 'page=abc', 'pageMax=51', 'page=1&page=2', 'pageMax=0', 'page=1e3']) {
      const res = await request(t.app).get(`/api/community/board/get/${author.id}?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBe(query.startsWith('page=') ? '페이지 번호가 올바르지 않습니다.' : '확인되지 않은 오류입니다.');
    }
  });
});
