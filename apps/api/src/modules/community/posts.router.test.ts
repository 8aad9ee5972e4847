import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { toDbDate } from '../../db/values';
import { createActors, createBoard, indexInserted, writePostAs, type Actor } from './community.testkit';

const UNKNOWN = '확인되지 않은 오류입니다.';

describe.each(testDialects())('board lists and posts (%s)', (dialect) => {
  let t: TestApp;
  let a: Record<'uncertified' | 'member' | 'other' | 'operator' | 'admin', Actor>;
  let kinds: number[];

  beforeAll(async () => {
    // The suite writes more posts as one member than the per-member limit lets a person (boardLimits.router.test.ts tests it).
    t = await createTestApp(dialect, { BOARD_LIMIT_SCALE: '100' });
    a = await createActors(t);
    ({ kinds } = await createBoard(t.db, 'free', { permission: 2, perm: { write: 1, comment: 1 }, kinds: ['일반', '질문'] }));
  });
  afterAll(async () => {
    await t.drop();
  });

  const list = (query = '', cookie?: string) => {
    const req = request(t.app).get(`/api/community/boards/free/posts${query}`);
    return cookie ? req.set('cookie', cookie) : req;
  };
  const titles = (res: request.Response) => res.body.data.list.map((row: { title: string }) => row.title);

  describe('the list', () => {
    beforeAll(async () => {
      const base = Date.parse('2026-11-01T09:00:00Z');
      const rows = Array.from({ length: 20 }, (_, i) => ({
        board_id: null as unknown,
        user_id: i % 2 ? a.member.id : a.other.id,
        kind_id: i % 3 === 0 ? kinds[1] : kinds[0],
        title: `봉사 후기 ${String(i + 1).padStart(2, '0')}`,
        content: i === 7 ? '<p>연탄 100장 나눔</p>' : '<p>즐거웠어요</p>',
        visit: i === 4 ? 999 : i,
        recommend: i === 11 ? 50 : 0,
        created_at: toDbDate(new Date(base + i * 3_600_000)),
        updated_at: toDbDate(new Date(base + i * 3_600_000)),
      }));
      const board = await t.db('boards').where({ href: 'free' }).first('id');
      await t.db('posts').insert(rows.map((row) => ({ ...row, board_id: board.id })));
      await indexInserted(t.db);
    });

    it('shows newest first, 15 a page, with the SPEC row fields and the total', async () => {
      const res = await list();
      expect(res.status).toBe(200);
      expect(res.body.data.count).toBe(20);
      expect(res.body.data.pageSize).toBe(15);
      expect(titles(res).slice(0, 2)).toEqual(['봉사 후기 20', '봉사 후기 19']);
      expect(res.body.data.list).toHaveLength(15);
      expect(res.body.data.list[0]).toMatchObject({ board_name: 'free 게시판', board_href: 'free', comment_count: 0, author: { name: '김나눔' } });
      expect(Object.keys(res.body.data.list[0].author).sort()).toEqual(['id', 'image', 'name']);
      const page2 = await list('?page=2');
      expect(titles(page2)).toEqual(['봉사 후기 05', '봉사 후기 04', '봉사 후기 03', '봉사 후기 02', '봉사 후기 01']);
    });

    it('sorts by visits and by recommendations', async () => {
      expect(titles(await list('?sort=visit'))[0]).toBe('봉사 후기 05');
      expect(titles(await list('?sort=recommend'))[0]).toBe('봉사 후기 12');
    });

    it('filters by kind and searches title, content and author', async () => {
      const questions = await list(`?kind=${kinds[1]}`);
      expect(questions.body.data.count).toBe(7);
      expect((await list(`?field=content&keyword=${encodeURIComponent('연탄')}`)).body.data.list.map((r: { title: string }) => r.title)).toEqual(['봉사 후기 08']);
      expect((await list(`?field=author&keyword=${encodeURIComponent('이봉')}`)).body.data.count).toBe(10);
      expect((await list(`?keyword=${encodeURIComponent('후기 1')}`)).body.data.count).toBe(10);
    });

    it('treats % and _ in a search as plain characters', async () => {
      expect((await list('?keyword=%25')).body.data.count).toBe(0);
      expect((await list('?keyword=_')).body.data.count).toBe(0);
    });

    it.each([
      ['a negative page', '?page=-1', '페이지 번호가 올바르지 않습니다.'],
      ['page zero', '?page=0', '페이지 번호가 올바르지 않습니다.'],
      ['two pages', '?page=1&page=2', '페이지 번호가 올바르지 않습니다.'],
      ['a sort that is SQL', `?sort=${encodeURIComponent('created_at; DROP TABLE posts')}`],
      ['an unknown search field', '?field=password_hash'],
      ['a kind that is not a number', '?kind=1%20OR%201=1'],
      ['an over-long keyword', `?keyword=${'가'.repeat(51)}`, '검색어는 50자 이하로 입력해주세요.'],
    ])('refuses %s in Korean', async (_name, query, message = UNKNOWN) => {
      const res = await list(query);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect((await list()).body.data.count).toBe(20);
    });

    it('refuses a kind of another board', async () => {
      const res = await list('?kind=99999');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('말머리를 다시 선택해주세요.');
    });

    it('answers 404 in Korean for an unknown board', async () => {
      const res = await request(t.app).get('/api/community/boards/nope/posts');
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('게시판을 찾을 수 없습니다.');
    });
  });

  describe('writing and reading', () => {
    it('stores sanitized content: every XSS payload comes back inert', async () => {
      const payloads = [
        '<script>alert(1)</script>',
        '<img src=x onerror=alert(1)>',
        '<svg onload=alert(1)></svg>',
        '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
        '<a href="javascript:alert(1)">링크</a>',
        '<a href="jav&#x09;ascript:alert(1)">링크2</a>',
        '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example">',
        '<p style="background:url(javascript:alert(1))" onclick="alert(1)">본문</p>',
        '<a href="https://nanum.example/">안전한 링크</a>',
      ];
      const id = await writePostAs(t, a.member.cookie, 'free', { title: '<script>alert("title")</script>', content: payloads.join('') });
      const res = await request(t.app).get(`/api/community/posts/${id}`);
      const html: string = res.body.data.post.content;
      expect(html).not.toMatch(/<script|onerror|onload|onclick|javascript:|<iframe|<svg|<base|<meta|style=/i);
      expect(html).toContain('<p>본문</p>');
      expect(html).toContain('<a href="https://nanum.example/" target="_blank" rel="noopener noreferrer nofollow">안전한 링크</a>');
      // Titles are text: returned as typed (the page escapes them), never as markup the API adds.
      expect(res.body.data.post.title).toBe('<script>alert("title")</script>');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    });

    it('refuses content that is empty once sanitized, and bad input, changing nothing', async () => {
      const before = await t.db('posts').count({ count: '*' }).first();
      const cases: [Record<string, unknown>, string][] = [
        [{ title: '제목', content: '<script>alert(1)</script>' }, '내용을 입력해주세요.'],
        // Text that shows nothing: zero-width spaces and Hangul fillers are no title and no body.
        [{ title: '제목', content: '<p>\u3164 \u200b</p><p>&nbsp;</p>' }, '내용을 입력해주세요.'],
        [{ title: '\u200b\u3164', content: '<p>x</p>' }, '제목을 입력해주세요.'],
        [{ title: '', content: '<p>x</p>' }, '제목을 입력해주세요.'],
        [{ title: ['배열'], content: '<p>x</p>' }, '제목을 입력해주세요.'],
        [{ title: 'x'.repeat(201), content: '<p>x</p>' }, '제목은 200자 이하로 입력해주세요.'],
        [{ title: '제목', content: 42 }, '내용을 입력해주세요.'],
        [{ title: '제목', content: '<p>x</p>', kindId: -1 }, UNKNOWN],
        [{ title: '제목', content: '<p>x</p>', kindId: 99999 }, '말머리를 다시 선택해주세요.'],
        [{ title: '제목', content: '<p>x</p>', fileIds: [99999] }, '파일을 찾을 수 없습니다.'],
      ];
      for (const [body, message] of cases) {
        const res = await request(t.app).post('/api/community/boards/free/posts').set('cookie', a.member.cookie).send(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.message).toBe(message);
      }
      expect(await t.db('posts').count({ count: '*' }).first()).toEqual(before);
    });

    it('ignores userId and pinned from a member (mass assignment)', async () => {
      const id = await writePostAs(t, a.member.cookie, 'free', { title: '공지인 척', userId: a.admin.id, user_id: a.admin.id, pinned: true, visit: 1000 });
      const row = await t.db('posts').where({ id }).first();
      expect(Number(row.user_id)).toBe(a.member.id);
      expect(Number(row.pinned)).toBe(0);
      expect(Number(row.visit)).toBe(0);
    });

    it('pins an operator’s notice above the first page', async () => {
      await writePostAs(t, a.operator.cookie, 'free', { title: '게시판 이용 안내', pinned: true });
      const res = await list();
      expect(res.body.data.pinned.map((row: { title: string }) => row.title)).toEqual(['게시판 이용 안내']);
      expect((await list('?page=2')).body.data.pinned).toEqual([]);
    });

    it('counts a visit once per member, or per visitor address, per day', async () => {
      const id = await writePostAs(t, a.member.cookie, 'free', { title: '조회수 확인' });
      const visit = async (cookie?: string, headers: Record<string, string> = {}) => {
        const req = request(t.app).get(`/api/community/posts/${id}`).set({ 'user-agent': 'browser-a', ...headers });
        return (await (cookie ? req.set('cookie', cookie) : req)).body.data.post.visit;
      };
      expect(await visit(a.other.cookie)).toBe(1);
      expect(await visit(a.other.cookie)).toBe(1);
      expect(await visit()).toBe(2);
      expect(await visit()).toBe(2);
      // Another browser at the same address is the same visitor; another address is another.
      expect(await visit(undefined, { 'user-agent': 'browser-b' })).toBe(2);
      expect(await visit(a.admin.cookie)).toBe(3);
    });

    it('links the previous and next post of the board', async () => {
      const first = await writePostAs(t, a.member.cookie, 'free', { title: '이전 글' });
      const middle = await writePostAs(t, a.member.cookie, 'free', { title: '가운데 글' });
      const last = await writePostAs(t, a.member.cookie, 'free', { title: '다음 글' });
      const res = await request(t.app).get(`/api/community/posts/${middle}`);
      expect(res.body.data.prev).toEqual({ id: first, title: '이전 글' });
      expect(res.body.data.next).toEqual({ id: last, title: '다음 글' });
    });

    it('keeps secret posts to their author and moderators, in lists too', async () => {
      const id = await writePostAs(t, a.member.cookie, 'free', { title: '비밀 상담', content: '<p>개인 사정</p>', secret: true });
      const byOther = await request(t.app).get(`/api/community/posts/${id}`).set('cookie', a.other.cookie);
      expect(byOther.status).toBe(403);
      expect(byOther.body.message).toBe('비밀글은 작성자와 운영진만 볼 수 있습니다.');
      expect(JSON.stringify(byOther.body)).not.toContain('개인 사정');
      const row = (await list('', a.other.cookie)).body.data.list.find((r: { id: number }) => r.id === id);
      expect(row.title).toBe('비밀글입니다.');
      expect((await request(t.app).get(`/api/community/posts/${id}`).set('cookie', a.member.cookie)).body.data.post.content).toBe('<p>개인 사정</p>');
      expect((await request(t.app).get(`/api/community/posts/${id}`).set('cookie', a.operator.cookie)).status).toBe(200);
    });
  });

  describe('editing and deleting', () => {
    it('lets the author edit, refuses another member, lets an operator moderate', async () => {
      const id = await writePostAs(t, a.member.cookie, 'free', { title: '수정 전' });
      const edit = (cookie: string, title: string) => request(t.app).put(`/api/community/posts/${id}`).set('cookie', cookie).send({ title, content: '<p>수정</p>' });
      const refused = await edit(a.other.cookie, '가로채기');
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('작성자 또는 운영진만 할 수 있습니다.');
      expect((await edit(a.member.cookie, '수정 후')).body.message).toBe('게시글을 수정했습니다.');
      expect((await edit(a.operator.cookie, '운영자 수정')).status).toBe(200);
      const row = await t.db('posts').where({ id }).first();
      expect(row.title).toBe('운영자 수정');
      expect(Number(row.user_id)).toBe(a.member.id);
    });

    it('soft-deletes: gone from the list and the page, kept in the database', async () => {
      const id = await writePostAs(t, a.member.cookie, 'free', { title: '지울 글' });
      expect((await request(t.app).delete(`/api/community/posts/${id}`).set('cookie', a.other.cookie)).status).toBe(403);
      const res = await request(t.app).delete(`/api/community/posts/${id}`).set('cookie', a.member.cookie);
      expect(res.body).toMatchObject({ status: 200, message: '게시글을 삭제했습니다.' });
      expect((await request(t.app).get(`/api/community/posts/${id}`)).status).toBe(404);
      expect(titles(await list())).not.toContain('지울 글');
      const row = await t.db('posts').where({ id }).first();
      expect(row.title).toBe('지울 글');
      expect(row.deleted_at).not.toBeNull();
      expect(Number(row.deleted_by)).toBe(a.member.id);
    });
  });
});
