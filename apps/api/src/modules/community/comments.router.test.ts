import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_EVENTS } from '@nanum/shared/socketEvents';
import { createTestApp, type TestApp } from '../../test/testApp';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { testDialects } from '../../test/testDb';
import { createActors, createBoard, writePostAs, type Actor } from './community.testkit';

describe.each(testDialects())('comments, recommendations and reports (%s)', (dialect) => {
  let t: TestApp;
  let a: Record<'uncertified' | 'member' | 'other' | 'operator' | 'admin', Actor>;
  const pushed: { room: string; event: string; payload: unknown }[] = [];

  beforeAll(async () => {
    // The suite writes more posts as one member than the per-member limit lets a person (boardLimits.router.test.ts tests it).
    t = await createTestApp(dialect, { REPORT_HIDE_THRESHOLD: '2', BOARD_LIMIT_SCALE: '100' });
    a = await createActors(t);
    await createBoard(t.db, 'talk', { permission: 2, perm: { write: 1, comment: 1 } });
    // Record what the app pushes to users' rooms (no sockets are attached in API tests).
    const original = t.io.to.bind(t.io);
    t.io.to = ((room: string) => {
      const target = original(room);
      return { ...target, emit: (event: string, payload: unknown) => (pushed.push({ room, event, payload }), true) };
    }) as typeof t.io.to;
  });
  afterAll(async () => {
    await t.drop();
  });

  const comment = (cookie: string, postId: number, body: Record<string, unknown>) => request(t.app).post(`/api/community/posts/${postId}/comments`).set('cookie', cookie).send(body);
  const alarmsOf = async (userId: number) => (await t.db('alarms').where({ user_id: userId }).orderBy('id')).map((row) => ({ title: row.title, subTitle: row.sub_title, description: row.description, href: row.href }));

  it('adds a comment and a reply, alarms the post author and the parent author, never the writer', async () => {
    const postId = await writePostAs(t, a.member.cookie, 'talk', { title: '첫 봉사 다녀왔어요' });
    pushed.length = 0;
    const first = await comment(a.other.cookie, postId, { description: '수고 많으셨어요!' });
    expect(first.body).toMatchObject({ status: 200, message: '댓글을 등록했습니다.' });
    const parentId = first.body.data[0].id;
    expect(await alarmsOf(a.member.id)).toEqual([{ title: '내 글에 댓글이 달렸습니다.', subTitle: '첫 봉사 다녀왔어요', description: '이봉사: 수고 많으셨어요!', href: `/community/talk/${postId}?comment=${parentId}` }]);
    expect(pushed.map((p) => [p.room, p.event])).toEqual([[`user:${a.member.id}`, SOCKET_EVENTS.ALARM_LIST_UPDATE]]);

    const reply = await comment(a.member.cookie, postId, { description: '감사합니다 :)', parentId });
    expect(reply.body.data.map((c: { description: string; parentId: number | null }) => [c.description, c.parentId])).toEqual([
      ['수고 많으셨어요!', null],
      ['감사합니다 :)', parentId],
    ]);
    // Each alarm opens the post at its comment: the reply, not the thread's start.
    expect((await alarmsOf(a.other.id)).map((alarm) => [alarm.title, alarm.href])).toEqual([['내 댓글에 답글이 달렸습니다.', `/community/talk/${postId}?comment=${reply.body.data[1].id}`]]);
    expect(await alarmsOf(a.member.id)).toHaveLength(1);

    const nested = await comment(a.other.cookie, postId, { description: '답글의 답글', parentId: reply.body.data[1].id });
    expect(nested.status).toBe(400);
    expect(nested.body.message).toBe('답글에는 다시 답글을 달 수 없습니다.');
    const post = await request(t.app).get(`/api/community/posts/${postId}`);
    expect(post.body.data.post.comment_count).toBe(2);
  });

  it('takes comments and posts written at the same moment, every one, and finds them by their words', async () => {
    // On MariaDB the search index's rows of a new comment or post must not lock the index's gap
    // after the newest one: two writers at once then deadlocked (most of 200 answered 500).
    const writers = [a.member, a.other, a.operator, a.admin];
    const postIds = await Promise.all(writers.map((writer, n) => writePostAs(t, writer.cookie, 'talk', { title: `동시 글 ${n}`, content: '<p>김장 봉사 동시</p>' })));
    const answers = await Promise.all(writers.flatMap((writer) => postIds.map((postId, n) => comment(writer.cookie, postId, { description: `동시에 쓴 댓글 ${n} 김장철` }))));
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
    const found = await request(t.app).get('/api/community/boards/talk/posts').query({ field: 'comment', keyword: '김장철' });
    expect(found.body.data.list.map((post: { id: number }) => post.id).sort()).toEqual([...postIds].sort());
  });

  it('keeps comments as text: markup comes back as typed and is never interpreted by the API', async () => {
    const postId = await writePostAs(t, a.member.cookie, 'talk', { title: '댓글 XSS' });
    const res = await comment(a.other.cookie, postId, { description: '<img src=x onerror=alert(1)>' });
    expect(res.body.data[0].description).toBe('<img src=x onerror=alert(1)>');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('refuses bad comments in Korean and stores nothing', async () => {
    const postId = await writePostAs(t, a.member.cookie, 'talk', { title: '빈 댓글' });
    for (const [body, message] of [
      [{ description: '   ' }, '댓글 내용을 입력해주세요.'],
      [{ description: 'x'.repeat(1001) }, '댓글은 1000자 이하로 입력해주세요.'],
      [{ description: ['a', 'b'] }, '댓글 내용을 입력해주세요.'],
      [{ description: '좋아요', parentId: '1' }, '확인되지 않은 오류입니다.'],
    ] as const) {
      const res = await comment(a.other.cookie, postId, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(Number((await t.db('comments').where({ post_id: postId }).count({ count: '*' }).first())?.count)).toBe(0);
  });

  it('lets the author edit and delete a comment; a deleted parent keeps its replies', async () => {
    const postId = await writePostAs(t, a.member.cookie, 'talk', { title: '삭제 테스트' });
    const parent = (await comment(a.other.cookie, postId, { description: '원래 댓글' })).body.data[0].id;
    await comment(a.member.cookie, postId, { description: '답글', parentId: parent });
    expect((await request(t.app).put(`/api/community/comments/${parent}`).set('cookie', a.member.cookie).send({ description: '남의 댓글 수정' })).status).toBe(403);
    const edited = await request(t.app).put(`/api/community/comments/${parent}`).set('cookie', a.other.cookie).send({ description: '고친 댓글' });
    expect(edited.body.data[0]).toMatchObject({ description: '고친 댓글', edited: expect.any(Boolean) });
    const deleted = await request(t.app).delete(`/api/community/comments/${parent}`).set('cookie', a.other.cookie);
    expect(deleted.body.message).toBe('댓글을 삭제했습니다.');
    expect(deleted.body.data.map((c: { description: string; author: unknown }) => [c.description, c.author === null])).toEqual([
      ['삭제된 댓글입니다.', true],
      ['답글', false],
    ]);
    expect((await request(t.app).get(`/api/community/posts/${postId}`)).body.data.post.comment_count).toBe(1);
  });

  it('takes a deleted comment’s alarm out of the recipient’s bell, whether its writer or a moderator deletes it, and pushes the list without it', async () => {
    const bell = async (actor: Actor) => {
      const res = await request(t.app).get(`/api/alarm/get/${actor.id}`).set('cookie', actor.cookie);
      expect(res.status).toBe(200);
      return res.body.data.map((alarm: { title: string; description: string }) => [alarm.title, alarm.description]);
    };
    // Its own post author: the members of the other tests are near the posting rate limit.
    const author = await createTestUser(t.db, { name: '정나눔' });
    const owner: Actor = { id: author.id, name: '정나눔', cookie: await loginCookie(t.app, author.email) };
    const postId = await writePostAs(t, owner.cookie, 'talk', { title: '알림 삭제 테스트' });
    const kept = (await comment(a.other.cookie, postId, { description: '남겨 둘 댓글' })).body.data[0].id;
    // Each comment call answers the comment's thread: a new comment's is itself.
    const mistaken = (await comment(a.other.cookie, postId, { description: '실수로 쓴 전화번호 010-9999-8888' })).body.data[0].id;
    const reply = (await comment(owner.cookie, postId, { description: '답글 알림', parentId: kept })).body.data.find((c: { parentId: number | null }) => c.parentId === kept).id;
    const ownerBefore = await bell(owner);
    expect(ownerBefore).toEqual([
      ['내 글에 댓글이 달렸습니다.', '이봉사: 실수로 쓴 전화번호 010-9999-8888'],
      ['내 글에 댓글이 달렸습니다.', '이봉사: 남겨 둘 댓글'],
    ]);
    expect((await bell(a.other))[0]).toEqual(['내 댓글에 답글이 달렸습니다.', '정나눔: 답글 알림']);

    pushed.length = 0;
    expect((await request(t.app).delete(`/api/community/comments/${mistaken}`).set('cookie', a.other.cookie)).body.message).toBe('댓글을 삭제했습니다.');
    const ownerAfter = await bell(owner);
    expect(ownerAfter).toEqual([['내 글에 댓글이 달렸습니다.', '이봉사: 남겨 둘 댓글']]);
    const push = pushed.find((p) => p.room === `user:${owner.id}` && p.event === SOCKET_EVENTS.ALARM_LIST_UPDATE);
    expect((push?.payload as { alarmData: { description: string }[] }).alarmData.map((alarm) => alarm.description)).toEqual(['이봉사: 남겨 둘 댓글']);
    // Nothing new to announce: no alarm content, so the page shows no toast.
    expect((push?.payload as { alarmContent: unknown }).alarmContent).toBeNull();

    // An operator deleting the reply (moderation) takes its alarm out of its recipient's bell the same way.
    const otherBefore = await bell(a.other);
    expect((await request(t.app).delete(`/api/community/comments/${reply}`).set('cookie', a.operator.cookie)).body.message).toBe('댓글을 삭제했습니다.');
    expect(await bell(a.other)).toEqual(otherBefore.slice(1));
    expect(await bell(owner)).toEqual(ownerAfter);

    // An edited comment's alarm quotes what it says now, not what its writer took back; the open list follows.
    pushed.length = 0;
    expect((await request(t.app).put(`/api/community/comments/${kept}`).set('cookie', a.other.cookie).send({ description: '연락처는 쪽지로 드릴게요' })).status).toBe(200);
    expect(await bell(owner)).toEqual([['내 글에 댓글이 달렸습니다.', '이봉사: 연락처는 쪽지로 드릴게요']]);
    const edited = pushed.find((p) => p.room === `user:${owner.id}` && p.event === SOCKET_EVENTS.ALARM_LIST_UPDATE);
    expect((edited?.payload as { alarmData: { description: string }[] }).alarmData.map((alarm) => alarm.description)).toEqual(['이봉사: 연락처는 쪽지로 드릴게요']);

    // The post deleted: the alarms of its comments (which quote them and lead to it) go with it.
    const later = await comment(a.other.cookie, postId, { description: '글이 지워지면 사라질 댓글' });
    expect(later.status).toBe(200);
    expect((await bell(owner)).map(([, description]: string[]) => description)).toContain('이봉사: 글이 지워지면 사라질 댓글');
    expect((await request(t.app).delete(`/api/community/posts/${postId}`).set('cookie', owner.cookie)).status).toBe(200);
    expect(await bell(owner)).toEqual([]);
  });

  it('tells the reader whether they may recommend and report the post and each comment: a certified member, not its author', async () => {
    const postId = await writePostAs(t, a.member.cookie, 'talk', { title: '추천해 주세요' });
    expect((await comment(a.other.cookie, postId, { description: '좋은 글이네요' })).status).toBe(200);
    const canReact = async (cookie: string) => {
      const { post, comments } = (await request(t.app).get(`/api/community/posts/${postId}`).set('cookie', cookie)).body.data;
      return [post.canReact, comments[0].canReact];
    };
    expect(await canReact(a.operator.cookie)).toEqual([true, true]);
    expect(await canReact(a.member.cookie)).toEqual([false, true]);
    expect(await canReact(a.other.cookie)).toEqual([true, false]);
    expect(await canReact(a.uncertified.cookie)).toEqual([false, false]);
  });

  it('counts a recommendation once, refuses a second, allows taking it back', async () => {
    const postId = await writePostAs(t, a.member.cookie, 'talk', { title: '추천 테스트' });
    const rec = (cookie: string, on: boolean) => request(t.app).put(`/api/community/posts/${postId}/recommend`).set('cookie', cookie).send({ on });
    expect((await rec(a.other.cookie, true)).body).toEqual({ status: 200, message: '추천했습니다.', data: { recommend: 1 } });
    const again = await rec(a.other.cookie, true);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('이미 추천했습니다.');
    expect((await rec(a.member.cookie, true)).body.message).toBe('자신의 글은 추천할 수 없습니다.');
    expect((await request(t.app).get(`/api/community/posts/${postId}`).set('cookie', a.other.cookie)).body.data.post).toMatchObject({ recommend: 1, recommended: true });
    expect((await rec(a.other.cookie, false)).body).toEqual({ status: 200, message: '추천을 취소했습니다.', data: { recommend: 0 } });
    expect((await rec(a.other.cookie, false)).status).toBe(409);
    expect((await request(t.app).put(`/api/community/posts/${postId}/recommend`).send({ on: true })).status).toBe(401);
    expect((await rec(a.uncertified.cookie, true)).status).toBe(403);
  });

  it('counts members recommending at the same moment, each once', async () => {
    // The new row's foreign key reads the post's row: counted after the insert, members at once
    // deadlocked on MariaDB.
    const postId = await writePostAs(t, a.member.cookie, 'talk', { title: '동시 추천' });
    const rec = (cookie: string) => request(t.app).put(`/api/community/posts/${postId}/recommend`).set('cookie', cookie).send({ on: true });
    const answers = await Promise.all([a.other, a.operator, a.admin, a.other, a.operator].map((actor) => rec(actor.cookie)));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 200, 409, 409]);
    expect((await request(t.app).get(`/api/community/posts/${postId}`)).body.data.post.recommend).toBe(3);
  });

  it('recommends a comment once', async () => {
    const postId = await writePostAs(t, a.member.cookie, 'talk', { title: '댓글 추천' });
    const commentId = (await comment(a.member.cookie, postId, { description: '추천해 주세요' })).body.data[0].id;
    const rec = () => request(t.app).put(`/api/community/comments/${commentId}/recommend`).set('cookie', a.other.cookie).send({ on: true });
    expect((await rec()).body.data.recommend).toBe(1);
    expect((await rec()).status).toBe(409);
  });

  it('takes one report per member, alarms moderators, hides the post at the threshold', async () => {
    const postId = await writePostAs(t, a.member.cookie, 'talk', { title: '광고 글' });
    const file = (cookie: string, body: Record<string, unknown> = {}) =>
      request(t.app).post('/api/community/reports').set('cookie', cookie).send({ target: 'post', targetId: postId, reason: 2, ...body });
    expect((await file(a.member.cookie)).body.message).toBe('자신의 글은 신고할 수 없습니다.');
    expect((await file(a.other.cookie, { reason: 5 })).body.message).toBe('기타 사유를 입력해주세요.');
    expect((await file(a.other.cookie)).body).toEqual({ status: 200, message: '신고가 접수되었습니다. 운영진이 확인하겠습니다.' });
    // The reporter's button says 신고함 from now on; another member's does not.
    expect((await request(t.app).get(`/api/community/posts/${postId}`).set('cookie', a.other.cookie)).body.data.post.reported).toBe(true);
    expect((await request(t.app).get(`/api/community/posts/${postId}`).set('cookie', a.operator.cookie)).body.data.post.reported).toBe(false);
    const second = await file(a.other.cookie);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('이미 신고했습니다.');
    expect((await alarmsOf(a.operator.id)).at(-1)).toMatchObject({ title: '새 신고가 접수되었습니다.', subTitle: '홍보 · 게시글 · 신고 1건', description: '광고 글' });
    expect((await request(t.app).get(`/api/community/posts/${postId}`)).status).toBe(200);

    const reportAlarms = async () => (await alarmsOf(a.operator.id)).filter((alarm) => alarm.description === '광고 글');
    expect((await file(a.admin.cookie, { reason: 4 })).status).toBe(200);
    // One alarm per reported item per operator, with the new count and a link to the item in the reports section.
    expect(await reportAlarms()).toEqual([{ title: '새 신고가 접수되었습니다.', subTitle: '도배 · 게시글 · 신고 2건', description: '광고 글', href: '/admin/page' }]);
    expect(await t.db('alarms').where({ user_id: a.operator.id, description: '광고 글' }).pluck('query')).toEqual([`section=reports&item=post-${postId}`]);
    const hidden = await request(t.app).get(`/api/community/posts/${postId}`);
    expect(hidden.status).toBe(403);
    expect(hidden.body.message).toBe('신고로 숨겨진 게시글입니다.');
    expect((await request(t.app).get('/api/community/boards/talk/posts')).body.data.list.map((r: { id: number }) => r.id)).not.toContain(postId);
    expect((await request(t.app).get(`/api/community/posts/${postId}`).set('cookie', a.operator.cookie)).body.data.post.hidden).toBe(true);
    // Its author still reads it, and is told why it is hidden.
    expect((await request(t.app).get(`/api/community/posts/${postId}`).set('cookie', a.member.cookie)).body.data.post).toMatchObject({ title: '광고 글', hidden: true });
    expect((await alarmsOf(a.member.id)).filter((alarm) => alarm.subTitle === '광고 글')).toEqual([
      { title: '내 게시글이 신고로 숨겨졌습니다', subTitle: '광고 글', description: '신고 사유: 홍보, 도배. 운영진이 확인할 때까지 작성자와 운영진만 볼 수 있습니다.', href: `/community/talk/${postId}` },
    ]);
  });

  it('takes reports filed at the same moment, each once, and hides each post once', async () => {
    // On MariaDB reports at once must take turns on the reported post (else each counted only its
    // own report and none reached the threshold) and not lock the gap of the moderators' alarm
    // rows they replace (reports at once deadlocked there, answering 500).
    const titles = ['동시 신고 글', '동시 신고 글 2'];
    const postIds = await Promise.all(titles.map((title) => writePostAs(t, a.member.cookie, 'talk', { title })));
    const reporters = await Promise.all([1, 2, 3, 4].map(async (n) => {
      const user = await createTestUser(t.db, { name: `신고자${n}` });
      return loginCookie(t.app, user.email);
    }));
    const answers = await Promise.all(reporters.map((cookie, n) => request(t.app).post('/api/community/reports').set('cookie', cookie).send({ target: 'post', targetId: postIds[n % 2], reason: 2 })));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    for (const [n, postId] of postIds.entries()) {
      expect((await request(t.app).get(`/api/community/posts/${postId}`)).status).toBe(403);
      for (const moderator of [a.operator, a.admin]) {
        expect((await alarmsOf(moderator.id)).filter((alarm) => alarm.description === titles[n]).map((alarm) => alarm.subTitle)).toEqual(['홍보 · 게시글 · 신고 2건']);
      }
      expect((await alarmsOf(a.member.id)).filter((alarm) => alarm.subTitle === titles[n]).map((alarm) => alarm.title)).toEqual(['내 게시글이 신고로 숨겨졌습니다']);
    }
  });

  it('shows a comment hidden by reports to its author and moderators, and the notice to everyone else', async () => {
    const postId = await writePostAs(t, a.other.cookie, 'talk', { title: '숨김 댓글 확인' });
    const commentId = (await comment(a.member.cookie, postId, { description: '문제의 댓글' })).body.data[0].id;
    await t.db('comments').where({ id: commentId }).update({ hidden: 1 });
    const seen = async (cookie: string | null) => {
      const res = await (cookie ? request(t.app).get(`/api/community/posts/${postId}`).set('cookie', cookie) : request(t.app).get(`/api/community/posts/${postId}`));
      return res.body.data.comments.find((row: { id: number }) => row.id === commentId).description;
    };
    expect(await seen(a.member.cookie)).toBe('문제의 댓글');
    expect(await seen(a.operator.cookie)).toBe('문제의 댓글');
    expect(await seen(a.other.cookie)).toBe('신고로 숨겨진 댓글입니다.');
    expect(await seen(null)).toBe('신고로 숨겨진 댓글입니다.');
  });

  it('lets nobody but its author and moderators recommend, report or answer a comment hidden by reports', async () => {
    const postId = await writePostAs(t, a.other.cookie, 'talk', { title: '숨김 댓글 추천' });
    const commentId = (await comment(a.member.cookie, postId, { description: '가려질 댓글' })).body.data[0].id;
    await t.db('comments').where({ id: commentId }).update({ hidden: 1 });
    const rec = (cookie: string) => request(t.app).put(`/api/community/comments/${commentId}/recommend`).set('cookie', cookie).send({ on: true });
    const reportAs = (cookie: string) => request(t.app).post('/api/community/reports').set('cookie', cookie).send({ target: 'comment', targetId: commentId, reason: 1 });
    const before = await t.db('comments').where({ id: commentId }).first('recommend');
    for (const res of [await rec(a.other.cookie), await reportAs(a.other.cookie), await comment(a.other.cookie, postId, { description: '답글', parentId: commentId })]) {
      expect([res.status, res.body.message]).toEqual([403, '신고로 숨겨진 댓글입니다.']);
    }
    expect(await t.db('comments').where({ id: commentId }).first('recommend')).toEqual(before);
    expect(await t.db('reports').where({ target_type: 'comment', target_id: commentId }).count({ n: '*' })).toEqual([{ n: 0 }]);
    expect(await t.db('comments').where({ parent_id: commentId }).count({ n: '*' })).toEqual([{ n: 0 }]);
    // The page offers none of it to them; a moderator still reads, recommends and answers it.
    const shown = (await request(t.app).get(`/api/community/posts/${postId}`).set('cookie', a.other.cookie)).body.data.comments.find((row: { id: number }) => row.id === commentId);
    expect(shown).toMatchObject({ description: '신고로 숨겨진 댓글입니다.', canReact: false });
    expect((await rec(a.operator.cookie)).status).toBe(200);
    expect((await comment(a.operator.cookie, postId, { description: '운영진 답글', parentId: commentId })).status).toBe(200);
  });

  it('marks the comments the viewer reported', async () => {
    const postId = await writePostAs(t, a.member.cookie, 'talk', { title: '댓글 신고 표시' });
    const commentId = (await comment(a.member.cookie, postId, { description: '신고할 댓글' })).body.data[0].id;
    const reportedBy = async (cookie: string) =>
      (await request(t.app).get(`/api/community/posts/${postId}`).set('cookie', cookie)).body.data.comments.find((row: { id: number }) => row.id === commentId).reported;
    expect(await reportedBy(a.other.cookie)).toBe(false);
    expect((await request(t.app).post('/api/community/reports').set('cookie', a.other.cookie).send({ target: 'comment', targetId: commentId, reason: 1 })).status).toBe(200);
    expect(await reportedBy(a.other.cookie)).toBe(true);
    expect(await reportedBy(a.operator.cookie)).toBe(false);
  });

  it('caps reports per member per day', async () => {
    const reporter = a.uncertified; // not certified: refused before any cap
    expect((await request(t.app).post('/api/community/reports').set('cookie', reporter.cookie).send({ target: 'post', targetId: 1, reason: 1 })).status).toBe(403);
    const ids: number[] = [];
    for (let i = 0; i < 11; i += 1) ids.push(await writePostAs(t, a.member.cookie, 'talk', { title: `도배 ${i}` }));
    const results: number[] = [];
    for (const id of ids) results.push((await request(t.app).post('/api/community/reports').set('cookie', a.operator.cookie).send({ target: 'post', targetId: id, reason: 4 })).status);
    const limited = await request(t.app).post('/api/community/reports').set('cookie', a.operator.cookie).send({ target: 'post', targetId: ids[0], reason: 4 });
    expect(results.filter((status) => status === 200)).toHaveLength(10);
    expect(results.at(-1)).toBe(429);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('오늘은 더 이상 신고할 수 없습니다. 내일 다시 시도해주세요.');
  });
});
