import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { createBoard, writePostAs } from '../community/community.testkit';
import { insertDivision, insertTeam } from '../youth/youth.testkit';
import { auditEntries, createAdminActors, type AdminActors } from './admin.testkit';

describe.each(testDialects())('reports queue and broadcasts (%s)', (dialect) => {
  let t: TestApp;
  let actors: AdminActors;
  let author: { id: number; cookie: string };
  let reporters: [{ id: number; cookie: string }, { id: number; cookie: string }];

  beforeAll(async () => {
    // The suite writes more posts as one member than the per-member limit lets a person.
    t = await createTestApp(dialect, { REPORT_HIDE_THRESHOLD: '10', BOARD_LIMIT_SCALE: '100' });
    actors = await createAdminActors(t);
    await createBoard(t.db, 'free');
    const make = async (name: string, overrides: Parameters<typeof createTestUser>[1] = {}) => {
      const user = await createTestUser(t.db, { name, ...overrides });
      return { id: user.id, cookie: await loginCookie(t.app, user.email) };
    };
    author = await make('작성자');
    reporters = [await make('신고자1', { type: 2, cardinal: 5 }), await make('신고자2', { type: 2, cardinal: 6 })];
  });
  afterAll(async () => {
    await t.drop();
  });

  const as = (req: request.Test, cookie: string | null) => (cookie ? req.set('Cookie', cookie) : req);
  const report = (cookie: string, targetId: number, reason: number) => request(t.app).post('/api/community/reports').set('Cookie', cookie).send({ target: 'post', targetId, reason, description: '광고 글입니다' });
  const alarmsOf = async (user: { id: number; cookie: string }) => (await request(t.app).get(`/api/alarm/get/${user.id}`).set('Cookie', user.cookie)).body.data as Array<{ title: string; description: string }>;

  it('refuses the queue, decisions and broadcasts to a visitor, an uncertified user, a member and a hidden operator', async () => {
    const postId = await writePostAs(t, author.cookie, 'free', { title: '신고될 글' });
    await report(reporters[0].cookie, postId, 2);
    for (const { who, cookie, status } of actors.refused) {
      expect((await as(request(t.app).get('/api/admin/reports'), cookie)).status, who).toBe(status);
      expect((await as(request(t.app).put('/api/admin/report'), cookie).send({ targetType: 'post', targetId: postId, decision: 'hide' })).status, who).toBe(status);
      expect((await as(request(t.app).post('/api/admin/alarm'), cookie).send({ title: '사칭 공지', target: 'all' })).status, who).toBe(status);
    }
    expect(await t.db('posts').where({ id: postId }).first('hidden')).toMatchObject({ hidden: 0 });
    expect(await t.db('reports').where({ target_id: postId, handled: 1 })).toEqual([]);
    expect(await t.db('alarms').where({ title: '사칭 공지' })).toEqual([]);
  });

  it('lists reported posts with reasons and counts, hides one, marks its reports handled and tells each reporter', async () => {
    const postId = await writePostAs(t, author.cookie, 'free', { title: '홍보성 게시물' });
    await report(reporters[0].cookie, postId, 2);
    await report(reporters[1].cookie, postId, 4);
    const queue = await request(t.app).get('/api/admin/reports').set('Cookie', actors.operator.cookie);
    expect(queue.status).toBe(200);
    const item = queue.body.data.find((entry: { targetId: number }) => entry.targetId === postId);
    expect(item).toMatchObject({ targetType: 'post', count: 2, title: '홍보성 게시물', href: `/community/free/${postId}`, hidden: false });
    expect(item.reasons).toEqual(expect.arrayContaining([{ code: 2, label: '홍보', count: 1 }, { code: 4, label: '도배', count: 1 }]));

    // Reports are the operators': a division head neither reads the queue nor decides.
    expect((await request(t.app).get('/api/admin/reports').set('Cookie', actors.division.cookie)).status).toBe(403);
    expect((await request(t.app).put('/api/admin/report').set('Cookie', actors.division.cookie).send({ targetType: 'post', targetId: postId, decision: 'hide' })).status).toBe(403);
    expect(await t.db('posts').where({ id: postId }).first('hidden')).toMatchObject({ hidden: 0 });
    const handled = await request(t.app).put('/api/admin/report').set('Cookie', actors.admin.cookie).send({ targetType: 'post', targetId: postId, decision: 'hide' });
    expect(handled.body).toEqual({ status: 200, message: '신고를 처리했습니다.' });
    expect(await t.db('posts').where({ id: postId }).first('hidden')).toMatchObject({ hidden: 1 });
    expect((await t.db('reports').where({ target_id: postId }).pluck('handled')).map(Number)).toEqual([1, 1]);
    for (const reporter of reporters) expect((await alarmsOf(reporter))[0]).toMatchObject({ title: '신고 처리 결과', description: '신고하신 게시물을 숨김 처리했습니다.' });
    // The author is told, with the reasons, and still reads their post.
    expect((await alarmsOf(author))[0]).toMatchObject({ title: '내 게시글이 운영진 확인 후 숨김 처리되었습니다', description: '신고 사유: 홍보, 도배. 작성자와 운영진만 볼 수 있습니다.' });
    const own = await request(t.app).get(`/api/community/posts/${postId}`).set('Cookie', author.cookie);
    expect(own.body.data.post).toMatchObject({ title: '홍보성 게시물', hidden: true });
    expect((await request(t.app).get(`/api/community/posts/${postId}`).set('Cookie', reporters[0].cookie)).body.message).toBe('신고로 숨겨진 게시글입니다.');

    const open = await request(t.app).get('/api/admin/reports?handled=0').set('Cookie', actors.operator.cookie);
    expect(open.body.data.some((entry: { targetId: number }) => entry.targetId === postId)).toBe(false);
    const done = await request(t.app).get('/api/admin/reports?handled=1').set('Cookie', actors.operator.cookie);
    expect(done.body.data.find((entry: { targetId: number }) => entry.targetId === postId)).toMatchObject({ hidden: true });

    const again = await request(t.app).put('/api/admin/report').set('Cookie', actors.operator.cookie).send({ targetType: 'post', targetId: postId, decision: 'restore' });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('처리할 신고가 없습니다.');
    expect((await auditEntries(t.db, 'post')).map((entry) => [entry.action, entry.target_id])).toContainEqual(['report.hide', postId]);
  });

  it('lets nobody decide the reports on what they wrote themselves: another staff member does', async () => {
    const postId = await writePostAs(t, actors.operator.cookie, 'free', { title: '운영자의 글' });
    await report(reporters[0].cookie, postId, 2);
    await report(reporters[1].cookie, postId, 3);
    const queue = await request(t.app).get('/api/admin/reports').set('Cookie', actors.operator.cookie);
    expect(queue.body.data.find((entry: { targetId: number }) => entry.targetId === postId)).toMatchObject({ ownWriting: true });
    for (const decision of ['keep', 'restore', 'hide']) {
      const own = await request(t.app).put('/api/admin/report').set('Cookie', actors.operator.cookie).send({ targetType: 'post', targetId: postId, decision });
      expect(own.status).toBe(403);
      expect(own.body.message).toBe('본인이 쓴 글의 신고는 처리할 수 없습니다. 다른 운영진에게 요청해주세요.');
    }
    expect((await t.db('reports').where({ target_id: postId }).pluck('handled')).map(Number)).toEqual([0, 0]);
    const byAdmin = await request(t.app).get('/api/admin/reports').set('Cookie', actors.admin.cookie);
    expect(byAdmin.body.data.find((entry: { targetId: number }) => entry.targetId === postId)).toMatchObject({ ownWriting: false });
    expect((await request(t.app).put('/api/admin/report').set('Cookie', actors.admin.cookie).send({ targetType: 'post', targetId: postId, decision: 'keep' })).status).toBe(200);
  });

  it('restores a target hidden by the report threshold', async () => {
    const postId = await writePostAs(t, author.cookie, 'free', { title: '오해받은 글' });
    await report(reporters[0].cookie, postId, 1);
    await t.db('posts').where({ id: postId }).update({ hidden: 1 });
    await request(t.app).put('/api/admin/report').set('Cookie', actors.operator.cookie).send({ targetType: 'post', targetId: postId, decision: 'restore' });
    expect(await t.db('posts').where({ id: postId }).first('hidden')).toMatchObject({ hidden: 0 });
    expect((await alarmsOf(reporters[0]))[0]?.description).toBe('신고하신 게시물을 검토했으며 규정 위반이 확인되지 않았습니다.');
    expect((await alarmsOf(author))[0]).toMatchObject({ title: '내 게시글이 다시 공개되었습니다', description: '운영진이 신고를 검토했으며 규정 위반이 확인되지 않아 다시 모두에게 보입니다.' });
    const bad = await request(t.app).put('/api/admin/report').set('Cookie', actors.operator.cookie).send({ targetType: 'user', targetId: postId, decision: 'hide' });
    expect(bad.body.message).toBe('처리할 신고 대상이 올바르지 않습니다.');
  });

  it('takes a decision and a report on the same post at the same moment, in turn', async () => {
    // A report takes the post's row before its report row; a decision must take them in the same
    // order, or the two deadlocked on MariaDB (one answered 500).
    const member = async (name: string, power = 0) => {
      const user = await createTestUser(t.db, { name, power });
      return { id: user.id, cookie: await loginCookie(t.app, user.email) };
    };
    const firsts = [await member('먼저 신고 1'), await member('먼저 신고 2'), await member('먼저 신고 3')];
    // Moderators read the post hidden too, so their report is taken whichever comes first.
    const seconds = [await member('운영진 신고 1', 1), await member('운영진 신고 2', 1)];
    for (const n of Array.from({ length: 12 }, (_, i) => i)) {
      const [first, second] = [firsts[n % 3], seconds[n % 2]] as [{ id: number; cookie: string }, { id: number; cookie: string }];
      const postId = await writePostAs(t, author.cookie, 'free', { title: `동시 처리 ${n}` });
      expect((await report(first.cookie, postId, 2)).status).toBe(200);
      const [decided, reported] = await Promise.all([
        request(t.app).put('/api/admin/report').set('Cookie', actors.operator.cookie).send({ targetType: 'post', targetId: postId, decision: 'hide' }),
        report(second.cookie, postId, 4),
      ]);
      expect([decided.status, reported.status]).toEqual([200, 200]);
      expect(await t.db('posts').where({ id: postId }).first('hidden')).toMatchObject({ hidden: 1 });
      expect(await t.db('reports').where({ target_id: postId }).orderBy('id').pluck('reporter_id')).toEqual([first.id, second.id]);
    }
  });

  it('sends a broadcast to one cohort only, to one type, or to everyone, and refuses off-site links', async () => {
    const cohort = await request(t.app).post('/api/admin/alarm').set('Cookie', actors.operator.cookie).send({ title: '5기 모임 안내', subTitle: '정기 모임', description: '토요일 10시', href: '/youth/champ', target: 'cardinal', value: 5 });
    expect(cohort.body).toEqual({ status: 200, message: '1명에게 알림을 보냈습니다.', data: { count: 1 } });
    expect((await alarmsOf(reporters[0]))[0]).toMatchObject({ title: '5기 모임 안내', description: '토요일 10시' });
    expect((await alarmsOf(reporters[1])).some((alarm) => alarm.title === '5기 모임 안내')).toBe(false);

    const type = await request(t.app).post('/api/admin/alarm').set('Cookie', actors.operator.cookie).send({ title: '챔프단 공지', target: 'type', value: 2 });
    expect(type.body.data.count).toBe(2);
    const everyone = await request(t.app).post('/api/admin/alarm').set('Cookie', actors.admin.cookie).send({ title: '전체 공지', target: 'all' });
    const certified = await t.db('users').where({ certify: 1 }).count({ n: 'id' });
    expect(everyone.body.data.count).toBe(Number(certified[0]?.n));
    expect((await alarmsOf(author))[0]?.title).toBe('전체 공지');

    for (const href of ['//evil.example', 'https://evil.example', 'javascript:alert(1)', '/\\evil.example']) {
      const res = await request(t.app).post('/api/admin/alarm').set('Cookie', actors.operator.cookie).send({ title: '위험한 링크', href, target: 'all' });
      expect(res.status, href).toBe(400);
      expect(res.body.message).toBe('이동 주소는 /로 시작하는 사이트 안의 주소만 입력할 수 있습니다.');
    }
    expect((await request(t.app).post('/api/admin/alarm').set('Cookie', actors.operator.cookie).send({ title: '팀 공지', target: 'team' })).body.message).toBe('받는 사람을 선택해주세요.');
    expect((await request(t.app).post('/api/admin/alarm').set('Cookie', actors.operator.cookie).send({ title: '없는 기수', target: 'cardinal', value: 99 })).body.message).toBe('조건에 맞는 회원이 없습니다.');
    expect(await t.db('alarms').where({ title: '위험한 링크' })).toEqual([]);
    expect((await auditEntries(t.db, 'alarm')).map((entry) => entry.action)).toEqual(['alarm.broadcast', 'alarm.broadcast', 'alarm.broadcast']);
  });

  it("reaches only a division head's own division with their broadcast, whatever the target", async () => {
    const division = await insertDivision(t.db, '방송본부');
    await t.db('users').where({ id: actors.division.id }).update({ division_id: division });
    await t.db('users').where({ id: reporters[0].id }).update({ division_id: division });
    const sent = await request(t.app).post('/api/admin/alarm').set('Cookie', actors.division.cookie).send({ title: '본부 모임', target: 'all' });
    expect(sent.body.message).toBe(`${sent.body.data.count}명에게 알림을 보냈습니다.`);
    expect(sent.body.data.count).toBe(Number((await t.db('users').where({ division_id: division, certify: 1 }).count({ n: '*' }).first())?.n));
    expect((await alarmsOf(reporters[0]))[0]?.title).toBe('본부 모임');
    expect((await alarmsOf(reporters[1])).some((alarm) => alarm.title === '본부 모임')).toBe(false);
    expect((await alarmsOf(author)).some((alarm) => alarm.title === '본부 모임')).toBe(false);
    // A cohort with nobody in the division: nobody, nothing sent.
    expect((await request(t.app).post('/api/admin/alarm').set('Cookie', actors.division.cookie).send({ title: '6기 모임', target: 'cardinal', value: 6 })).body).toEqual({ status: 404, message: '조건에 맞는 회원이 없습니다.' });
    expect(await t.db('alarms').where({ title: '6기 모임' })).toEqual([]);
    // Another division, by name: nobody, counted and sent alike.
    const other = await insertDivision(t.db, '다른본부');
    expect((await request(t.app).get(`/api/admin/alarm/recipients?target=division&value=${other}`).set('Cookie', actors.division.cookie)).body).toEqual({ status: 200, data: { count: 0 } });
    const own = await request(t.app).get(`/api/admin/alarm/recipients?target=division&value=${division}`).set('Cookie', actors.division.cookie);
    expect(own.body.data.count).toBe(sent.body.data.count);
  });

  it('counts the recipients before sending, and reaches a division, a team or a rank picked by name', async () => {
    const division = await insertDivision(t.db, '청년본부');
    const team = await insertTeam(t.db, division, '1팀');
    await t.db('users').where({ id: reporters[1].id }).update({ division_id: division, team_id: team, rank: 9 });
    const count = async (query: string) => (await request(t.app).get(`/api/admin/alarm/recipients?${query}`).set('Cookie', actors.operator.cookie)).body;
    expect(await count(`target=team&value=${team}`)).toEqual({ status: 200, data: { count: 1 } });
    expect(await count(`target=division&value=${division}`)).toEqual({ status: 200, data: { count: 1 } });
    expect((await count('target=rank&value=9')).data.count).toBe(Number((await t.db('users').where({ rank: 9, certify: 1 }).count({ n: '*' }).first())?.n));
    expect(await count('target=rank&value=99')).toEqual({ status: 400, message: '받는 사람을 선택해주세요.' });
    expect(await count('target=team')).toEqual({ status: 400, message: '받는 사람을 선택해주세요.' });
    const sent = await request(t.app).post('/api/admin/alarm').set('Cookie', actors.operator.cookie).send({ title: '1팀 공지', target: 'team', value: team });
    expect(sent.body).toEqual({ status: 200, message: '1명에게 알림을 보냈습니다.', data: { count: 1 } });
    expect((await alarmsOf(reporters[1]))[0]?.title).toBe('1팀 공지');
    expect((await alarmsOf(reporters[0])).some((alarm) => alarm.title === '1팀 공지')).toBe(false);
  });
});
