import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_LIMIT, type HighlightPiece } from '@nanum/shared/searchRules';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { toDbDate } from '../../db/values';
import { createActors, createBoard, indexInserted, writePostAs, type Actor } from '../community/community.testkit';

type Hit = { id: number; href: string; title: HighlightPiece[]; excerpt: HighlightPiece[]; boardHref: string };
const textOf = (pieces: HighlightPiece[]) => pieces.map((piece) => piece.text).join('');
const marked = (pieces: HighlightPiece[]) => pieces.filter((piece) => piece.mark).map((piece) => piece.text);

describe.each(testDialects())('통합검색 (%s)', (dialect) => {
  let t: TestApp;
  let a: Record<'uncertified' | 'member' | 'other' | 'operator' | 'admin', Actor>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    a = await createActors(t);
    await createBoard(t.db, 'free', { permission: 2, perm: { write: 1, comment: 1 } });
    await createBoard(t.db, 'news', { permission: 2, perm: { write: 1, comment: 1 } });
    await createBoard(t.db, 'staff', { permission: 0 });
  });
  afterAll(async () => {
    await t.drop();
  });

  const find = (query: string, cookie?: string) => {
    const req = request(t.app).get(`/api/search?${query}`);
    return cookie ? req.set('cookie', cookie) : req;
  };
  const q = (words: string, more = '') => `q=${encodeURIComponent(words)}${more}`;
  const postIds = async (query: string, cookie?: string): Promise<number[]> => {
    const res = await find(`${query}&kind=post`, cookie);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.posts.hits.map((hit: Hit) => hit.id);
  };

  it('finds two-syllable Korean words inside longer ones, and two words only together', async () => {
    const kimjang = await writePostAs(t, a.member.cookie, 'free', { title: '김장 나눔 후기', content: '<p>어르신 댁에 김치를 전했습니다.</p>' });
    const volunteer = await writePostAs(t, a.member.cookie, 'free', { title: '주말 봉사활동 모집', content: '<p>김장은 다음 달에 합니다.</p>' });
    const other = await writePostAs(t, a.member.cookie, 'news', { title: '연탄 배달', content: '<p>봉사자 스무 명이 함께했습니다.</p>' });

    expect(await postIds(q('김장'))).toEqual([volunteer, kimjang]);
    expect(await postIds(q('봉사'))).toEqual([other, volunteer]);
    expect(await postIds(q('김장 봉사'))).toEqual([volunteer]);
    expect(await postIds(q('봉사활동'))).toEqual([volunteer]);
    expect(await postIds(q('활동봉사'))).toEqual([]);
    // Filter to one board.
    expect(await postIds(q('봉사', '&board=news'))).toEqual([other]);

    const res = await find(q('김장 봉사'));
    const hit = res.body.data.posts.hits[0] as Hit;
    expect(hit.href).toBe(`/community/free/${volunteer}`);
    expect(marked(hit.title)).toEqual(['봉사']);
    expect(marked(hit.excerpt)).toEqual(['김장']);
    expect(res.body.data.counts.post).toBe(1);
  });

  it('keeps the index in step with edits, deletes, hiding and restoring', async () => {
    const id = await writePostAs(t, a.member.cookie, 'free', { title: '겨울 이불 기부', content: '<p>담요와 이불을 모읍니다.</p>' });
    expect(await postIds(q('이불'))).toEqual([id]);

    const edit = await request(t.app).put(`/api/community/posts/${id}`).set('cookie', a.member.cookie).send({ title: '겨울 외투 기부', content: '<p>외투를 모읍니다.</p>' });
    expect(edit.status).toBe(200);
    expect(await postIds(q('이불'))).toEqual([]);
    expect(await postIds(q('외투'))).toEqual([id]);

    // Reported and hidden by an operator: gone for everyone but moderators and the author's own lists; restored: back.
    await request(t.app).post('/api/community/reports').set('cookie', a.other.cookie).send({ target: 'post', targetId: id, reason: 4 }).expect(200);
    await request(t.app).put('/api/admin/report').set('cookie', a.operator.cookie).send({ targetType: 'post', targetId: id, decision: 'hide' }).expect(200);
    expect(await postIds(q('외투'))).toEqual([]);
    await request(t.app).post('/api/community/reports').set('cookie', a.admin.cookie).send({ target: 'post', targetId: id, reason: 4 }).expect(200);
    await request(t.app).put('/api/admin/report').set('cookie', a.operator.cookie).send({ targetType: 'post', targetId: id, decision: 'restore' }).expect(200);
    expect(await postIds(q('외투'))).toEqual([id]);

    // Removed by an operator: gone, for its author and operators too; restored by an operator: back.
    await request(t.app).delete(`/api/community/posts/${id}`).set('cookie', a.operator.cookie).expect(200);
    for (const cookie of [undefined, a.member.cookie, a.operator.cookie]) expect(await postIds(q('외투'), cookie)).toEqual([]);
    await request(t.app).put('/api/admin/deleted/restore').set('cookie', a.operator.cookie).send({ targetType: 'post', targetId: id }).expect(200);
    expect(await postIds(q('외투'))).toEqual([id]);
    // Deleted by its author: gone for good.
    await request(t.app).delete(`/api/community/posts/${id}`).set('cookie', a.member.cookie).expect(200);
    expect(await postIds(q('외투'), a.operator.cookie)).toEqual([]);
  });

  it("a secret post's words find nothing for visitors and other members, and find it for its author and operators", async () => {
    const id = await writePostAs(t, a.member.cookie, 'free', { title: '상담 요청', content: '<p>비밀 고민 상담입니다.</p>', secret: true });
    expect(await postIds(q('고민'))).toEqual([]);
    expect(await postIds(q('고민'), a.other.cookie)).toEqual([]);
    expect((await find(q('고민'))).body.data.counts.post).toBe(0);
    expect(await postIds(q('고민'), a.member.cookie)).toEqual([id]);
    expect(await postIds(q('고민'), a.operator.cookie)).toEqual([id]);
    // The board's own search neither: not even its masked row.
    const boardSearch = (cookie?: string) => {
      const req = request(t.app).get(`/api/community/boards/free/posts?field=content&keyword=${encodeURIComponent('고민')}`);
      return cookie ? req.set('cookie', cookie) : req;
    };
    expect((await boardSearch()).body.data.count).toBe(0);
    expect((await boardSearch(a.other.cookie)).body.data.count).toBe(0);
    expect((await boardSearch(a.operator.cookie)).body.data.list.map((row: { id: number }) => row.id)).toEqual([id]);
    // Its author finds it there too (as in 통합검색), and the others still do not after that (the list is cached per reader).
    expect((await boardSearch(a.member.cookie)).body.data.list.map((row: { id: number }) => row.id)).toEqual([id]);
    expect((await boardSearch(a.other.cookie)).body.data.count).toBe(0);
    expect((await boardSearch()).body.data.count).toBe(0);
  });

  it("finds nothing on a board the viewer may not read, and refuses it as a filter whether it exists or not", async () => {
    const board = await t.db('boards').where({ href: 'staff' }).first('id');
    const now = toDbDate();
    await t.db('posts').insert({ board_id: board.id, user_id: a.admin.id, title: '운영진 회의록', content: '<p>회의록</p>', created_at: now, updated_at: now });
    await indexInserted(t.db);
    expect(await postIds(q('회의록'))).toEqual([]);
    expect(await postIds(q('회의록'), a.member.cookie)).toEqual([]);
    expect(await postIds(q('회의록'), a.admin.cookie)).toHaveLength(1);
    for (const board of ['staff', 'nowhere']) {
      const res = await find(q('회의록', `&board=${board}`));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('검색할 게시판을 다시 선택해주세요.');
    }
    expect((await find(q('회의록'))).body.data.boards.map((b: { href: string }) => b.href)).toEqual(['free', 'news']);
  });

  it('marks the words in text that stays text (<script> arrives as characters, never as markup)', async () => {
    await writePostAs(t, a.member.cookie, 'free', { title: '<script>alert(1)</script> 환경 정화', content: '<p>환경 &amp; 정화 &lt;b&gt;</p>' });
    const res = await find(q('환경'));
    const hit = res.body.data.posts.hits[0] as Hit;
    expect(hit.title).toEqual([
      { text: '<script>alert(1)</script> ', mark: false },
      { text: '환경', mark: true },
      { text: ' 정화', mark: false },
    ]);
    expect(textOf(hit.excerpt)).toBe('환경 & 정화 <b>');
  });

  it('keeps comments in the index for the board search by 댓글 (added, edited, hidden, restored, deleted)', async () => {
    const id = await writePostAs(t, a.member.cookie, 'news', { title: '행사 안내', content: '<p>안내</p>' });
    const byComment = async (word: string) =>
      (await request(t.app).get(`/api/community/boards/news/posts?field=comment&keyword=${encodeURIComponent(word)}`)).body.data.list.map((row: { id: number }) => row.id);
    const added = await request(t.app).post(`/api/community/posts/${id}/comments`).set('cookie', a.other.cookie).send({ description: '떡볶이 만들기 참여합니다' });
    expect(added.status).toBe(200);
    const commentId = (await t.db('comments').where({ post_id: id }).first('id')).id as number;
    expect(await byComment('떡볶이')).toEqual([id]);
    await request(t.app).put(`/api/community/comments/${commentId}`).set('cookie', a.other.cookie).send({ description: '김밥 만들기 참여합니다' }).expect(200);
    expect(await byComment('떡볶이')).toEqual([]);
    expect(await byComment('김밥')).toEqual([id]);
    await request(t.app).post('/api/community/reports').set('cookie', a.member.cookie).send({ target: 'comment', targetId: commentId, reason: 4 }).expect(200);
    await request(t.app).put('/api/admin/report').set('cookie', a.operator.cookie).send({ targetType: 'comment', targetId: commentId, decision: 'hide' }).expect(200);
    expect(await byComment('김밥')).toEqual([]);
    await request(t.app).post('/api/community/reports').set('cookie', a.admin.cookie).send({ target: 'comment', targetId: commentId, reason: 4 }).expect(200);
    await request(t.app).put('/api/admin/report').set('cookie', a.operator.cookie).send({ targetType: 'comment', targetId: commentId, decision: 'restore' }).expect(200);
    expect(await byComment('김밥')).toEqual([id]);
    await request(t.app).delete(`/api/community/comments/${commentId}`).set('cookie', a.other.cookie).expect(200);
    expect(await byComment('김밥')).toEqual([]);
  });

  it("searches a board by 제목, 내용, 제목+내용 and 작성자 with the same index", async () => {
    const id = await writePostAs(t, a.other.cookie, 'news', { title: '플로깅 모임', content: '<p>한강 공원에서 만나요</p>' });
    const list = async (field: string, word: string) =>
      (await request(t.app).get(`/api/community/boards/news/posts?field=${field}&keyword=${encodeURIComponent(word)}`)).body.data.list.map((row: { id: number }) => row.id);
    expect(await list('title', '플로깅')).toEqual([id]);
    expect(await list('title', '한강')).toEqual([]);
    expect(await list('content', '한강')).toEqual([id]);
    expect(await list('titleContent', '플로깅 한강')).toEqual([id]);
    expect(await list('author', '이봉')).toContain(id);
  });

  it('finds content pages, campaigns and the member directory, each counted and linked', async () => {
    const now = toDbDate();
    await t.db('site_pages').insert({ slug: 'worth', title: '가치와 비전', lead: '함께 나누는 지역사회', body: '## 나눔의 가치\n\n지역 아동과 어르신을 돕습니다.', created_at: now, updated_at: now });
    const [campaignId] = await t.db('campaigns').insert({ name: '지역 아동센터 학습 나눔', description: '방과 후 공부방', place: '마포구', start_date: '2026-12-01', end_date: '2026-12-20' });
    await t.db('org_members').insert({ category: 'advisory', name: '박지역', position: '자문위원', description: '지역 복지 전문가', sort: 1 });

    const res = await find(q('지역'));
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.counts).toMatchObject({ page: 1, campaign: 1, member: 1 });
    expect(data.pages.hits[0]).toMatchObject({ href: '/worth' });
    expect(marked(data.pages.hits[0].excerpt)).toContain('지역');
    expect(data.campaigns.hits[0]).toMatchObject({ href: `/youth/campaigns/${Number(campaignId)}`, note: '2026-12-01 ~ 2026-12-20' });
    expect(data.members.hits[0]).toMatchObject({ href: '/member?page=advisory', note: '자문위원회' });
    expect(marked(data.members.hits[0].title)).toEqual(['지역']);
  });

  it('pages one kind, filters by period, and refuses bad input with a Korean message', async () => {
    const board = await t.db('boards').where({ href: 'free' }).first('id');
    const old = toDbDate(new Date(Date.now() - 40 * 86_400_000));
    const rows = Array.from({ length: 12 }, (_, i) => ({ board_id: board.id, user_id: a.member.id, title: `분리수거 캠페인 ${i + 1}`, content: '<p>분리수거</p>', created_at: i < 2 ? old : toDbDate(), updated_at: toDbDate() }));
    await t.db('posts').insert(rows);
    await indexInserted(t.db);

    const first = await find(q('분리수거', '&kind=post'));
    expect(first.body.data).toMatchObject({ pageSize: 10, counts: { post: 12 } });
    expect(first.body.data.posts.hits).toHaveLength(10);
    expect((await find(q('분리수거', '&kind=post&page=2'))).body.data.posts.hits).toHaveLength(2);
    expect((await find(q('분리수거', '&period=month'))).body.data.counts.post).toBe(10);
    expect((await find(q('분리수거'))).body.data.posts.hits).toHaveLength(5);

    for (const [query, message] of [
      ['q=', '검색어를 입력해주세요.'],
      ['', '검색어를 입력해주세요.'],
      [q('가'.repeat(51)), '검색어는 50자 이하로 입력해주세요.'],
      [q('분리수거', '&period=decade'), '검색 기간을 다시 선택해주세요.'],
      [q('분리수거', '&kind=users'), '검색 대상을 다시 선택해주세요.'],
      // A NUL ended the LIKE pattern of the small tables early: it matched every content page.
      ['q=%00', '입력할 수 없는 문자(제어 문자, 방향 전환 문자, 깨진 문자)가 있습니다.'],
      [`${q('분리수거')}%1B`, '입력할 수 없는 문자(제어 문자, 방향 전환 문자, 깨진 문자)가 있습니다.'],
      ['q=%0A%09', '검색어를 입력해주세요.'],
    ]) {
      const res = await find(query!);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await find(q('%_!'))).body.data.counts.post).toBe(0);
    // Pasted line breaks and tabs separate words as spaces do.
    expect((await find(`q=${encodeURIComponent('분리수거\n캠페인\t12')}&kind=post`)).body.data.counts.post).toBe(1);
  });

  it('counts posts up to 1,000 ("1,000+": more) and pages through the newest 1,000, with and without a period', async () => {
    const board = await t.db('boards').where({ href: 'news' }).first('id');
    const total = SEARCH_COUNT_LIMIT + 3;
    const rows = Array.from({ length: total }, (_, i) => ({ board_id: board.id, user_id: a.member.id, title: `줍깅 모임 ${i + 1}`, content: '<p>한강 줍깅</p>', created_at: toDbDate(), updated_at: toDbDate() }));
    for (let at = 0; at < rows.length; at += 400) await t.db('posts').insert(rows.slice(at, at + 400));
    await indexInserted(t.db);
    const ids: number[] = (await t.db('posts').where('title', 'like', '줍깅 모임%').orderBy('id', 'desc').pluck('id')).map(Number);
    expect(ids).toHaveLength(total);

    for (const period of ['', '&period=month']) {
      const first = (await find(q('줍깅', `&kind=post${period}`))).body.data;
      expect(first.counts.post, period).toBe(SEARCH_COUNT_LIMIT);
      expect(first.posts).toMatchObject({ count: SEARCH_COUNT_LIMIT, more: true });
      expect(first.posts.hits.map((hit: Hit) => hit.id), period).toEqual(ids.slice(0, 10));
      // The last page holds the 991st to 1,000th newest; the three oldest are past the count.
      const last = (await find(q('줍깅', `&kind=post&page=100${period}`))).body.data;
      expect(last.posts.hits.map((hit: Hit) => hit.id), period).toEqual(ids.slice(990, 1000));
      expect((await find(q('줍깅', `&kind=post&page=101${period}`))).body.data.posts.hits, period).toEqual([]);
    }
    // Fewer than the limit: the exact count, not "more".
    expect((await find(q('줍깅 모임 1000'))).body.data.posts).toMatchObject({ count: 1, more: false });
    // The other kinds are small tables, counted exactly.
    expect((await find(q('줍깅'))).body.data.pages).toMatchObject({ count: 0, more: false });
  });
});
