import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, loginCookie, TEST_PASSWORD } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { insertDivision, insertTeam } from '../youth/youth.testkit';
import { auditEntries, createAdminActors, type AdminActors } from './admin.testkit';

describe.each(testDialects())('members in the admin area (%s)', (dialect) => {
  let t: TestApp;
  let actors: AdminActors;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // The only admin of this database is actors.admin; the demo seed is not loaded here.
    actors = await createAdminActors(t);
  });
  afterAll(async () => {
    await t.drop();
  });

  const as = (req: request.Test, cookie: string | null) => (cookie ? req.set('Cookie', cookie) : req);
  const edit = (cookie: string, body: Record<string, unknown>) => request(t.app).put('/api/admin/user').set('Cookie', cookie).send(body);
  const row = (id: number) => t.db('users').where({ id }).first('power', 'rank', 'type', 'cardinal', 'hidden', 'certify', 'end_of_activity');

  it('refuses the list and edits to a visitor, an uncertified user, a member and a hidden operator', async () => {
    const target = await createTestUser(t.db, { name: '대상회원' });
    for (const { who, cookie, status } of actors.refused) {
      expect((await as(request(t.app).get('/api/user/get/list/all'), cookie)).status, who).toBe(status);
      const res = await as(request(t.app).put('/api/admin/user'), cookie).send({ id: target.id, power: 2, rank: 10 });
      expect(res.status, who).toBe(status);
      expect(res.body.message).toMatch(/[가-힣]/);
    }
    expect(await row(target.id)).toMatchObject({ power: 0, rank: 0 });
  });

  it('searches by name or email and filters by type, rank, cohort and certification, with labels and no private data', async () => {
    const champ = await createTestUser(t.db, { name: '챔프홍길동', type: 2, rank: 9, cardinal: 3 });
    await t.db('users').where({ id: champ.id }).update({ number: '010-1234-5678', address: '서울시', birthday: '2010-01-01' });
    await createTestUser(t.db, { name: '미인증홍길동', certify: false, type: 2, cardinal: 3 });
    const res = await request(t.app).get('/api/user/get/list/all').query({ keyword: '홍길동', type: '2', cardinal: '3', certify: '1' }).set('Cookie', actors.operator.cookie);
    expect(res.status).toBe(200);
    expect(res.body.data.list).toEqual([
      expect.objectContaining({ id: champ.id, name: '챔프홍길동', email: champ.email, typeLabel: '청소년 챔프단', rank: 9, rankLabel: '팀장', cardinal: 3, powerLabel: '회원', certify: true }),
    ]);
    expect(res.body.data.list[0].editable).toEqual(['rank', 'type', 'cardinal', 'divisionId', 'teamId', 'endOfActivity']);
    const item = res.body.data.list[0];
    for (const key of ['number', 'address', 'birthday', 'password_hash', 'passwordHash']) expect(item).not.toHaveProperty(key);
    expect((await request(t.app).get('/api/user/get/list/all').query({ rank: '99' }).set('Cookie', actors.operator.cookie)).body.message).toBe('검색 조건이 올바르지 않습니다.');
    expect((await request(t.app).get('/api/user/get/list/all').query({ keyword: '100%' }).set('Cookie', actors.operator.cookie)).body.data.total).toBe(0);
  });

  it('lets an operator change rank, type, cohort and end of activity, but only an admin power, hidden, certify and the division ranks', async () => {
    const target = await createTestUser(t.db, { name: '승급회원' });
    const ok = await edit(actors.operator.cookie, { id: target.id, rank: 9, type: 2, cardinal: 4, endOfActivity: true });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('회원 정보를 수정했습니다.');
    expect(ok.body.data).toMatchObject({ rank: 9, rankLabel: '팀장', type: 2, cardinal: 4, endOfActivity: true });
    for (const rank of [10, 19]) {
      expect((await edit(actors.operator.cookie, { id: target.id, rank })).body).toEqual({ status: 403, message: '관리 화면을 여는 직급(본부장, 특별 직급)과 권한은 관리자만 주거나 거둘 수 있습니다.' });
    }
    expect((await edit(actors.admin.cookie, { id: target.id, rank: 10 })).status).toBe(200);

    for (const field of [{ power: 1 }, { hidden: 1 }, { certify: false }]) {
      const refused = await edit(actors.operator.cookie, { id: target.id, ...field });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('권한, 숨김, 인증 변경은 관리자만 할 수 있습니다.');
    }
    expect(await row(target.id)).toMatchObject({ power: 0, hidden: 0, certify: 1 });

    const promoted = await edit(actors.admin.cookie, { id: target.id, power: 1 });
    expect(promoted.body.data).toMatchObject({ power: 1, powerLabel: '운영자' });
    expect((await edit(actors.admin.cookie, { id: target.id, rank: 99 })).body.message).toBe('코드표에 없는 값입니다.');
    expect((await edit(actors.admin.cookie, { id: target.id, power: '2' })).body.message).toBe('코드표에 없는 값입니다.');
    expect((await edit(actors.admin.cookie, { id: target.id })).body.message).toBe('바꿀 항목을 선택해주세요.');
    expect((await edit(actors.admin.cookie, { id: 999999, rank: 1 })).status).toBe(404);
    expect(await row(target.id)).toMatchObject({ power: 1, rank: 10 });
  });

  it('lets a division head edit and place only the members of their own division, in Korean, changing nothing else', async () => {
    const ownDivision = { id: await insertDivision(t.db, '청소년본부') };
    const otherDivision = { id: await insertDivision(t.db, '나눔사업본부') };
    const ownTeamRow = { id: await insertTeam(t.db, ownDivision.id, '1팀') };
    const otherTeamRow = { id: await insertTeam(t.db, otherDivision.id, '모금팀') };
    await t.db('users').where({ id: actors.division.id }).update({ division_id: ownDivision.id });
    const mine = await createTestUser(t.db, { name: '우리본부원', type: 2 });
    const theirs = await createTestUser(t.db, { name: '다른본부원', type: 2 });
    await t.db('users').where({ id: mine.id }).update({ division_id: ownDivision.id });
    await t.db('users').where({ id: theirs.id }).update({ division_id: otherDivision.id });
    const place = () => t.db('users').whereIn('id', [mine.id, theirs.id]).orderBy('id').select('rank', 'division_id', 'team_id');
    const before = await place();

    const outside = '소속 본부의 회원만 관리할 수 있습니다.';
    const operatorsOnly = '소속, 기수, 본부, 활동 종료 변경은 운영자 이상만 할 수 있습니다.';
    for (const [body, message] of [
      [{ id: theirs.id, rank: 2 }, outside],
      [{ id: theirs.id, divisionId: ownDivision.id }, outside],
      [{ id: mine.id, teamId: otherTeamRow.id }, outside],
      [{ id: mine.id, divisionId: otherDivision.id }, operatorsOnly],
      [{ id: mine.id, divisionId: null }, operatorsOnly],
    ] as const) {
      expect((await edit(actors.division.cookie, body)).body).toEqual({ status: 403, message });
    }
    expect(await place()).toEqual(before);

    const placed = await edit(actors.division.cookie, { id: mine.id, rank: 2, teamId: ownTeamRow.id });
    expect(placed.body.data).toMatchObject({ rank: 2, teamId: ownTeamRow.id, teamName: '1팀', divisionName: '청소년본부' });
    // The answer shows the address as the list does for a division head: masked.
    const listed = (await request(t.app).get('/api/user/get/list/all').query({ keyword: '우리본부원' }).set('cookie', actors.division.cookie)).body.data.list[0];
    expect(listed.email).not.toBe(mine.email);
    expect(placed.body.data.email).toBe(listed.email);
    const again = await edit(actors.division.cookie, { id: mine.id, teamId: ownTeamRow.id });
    expect(again.body.data.email).toBe(listed.email);
    // Operators are not bound to a division.
    expect((await edit(actors.operator.cookie, { id: theirs.id, divisionId: ownDivision.id, teamId: ownTeamRow.id })).status).toBe(200);
  });

  it('keeps every member’s team inside their division, whoever edits: a team of another division is refused, a move to another division leaves the team', async () => {
    const [youth, giving] = [await insertDivision(t.db, '청소년본부2'), await insertDivision(t.db, '나눔사업본부2')];
    const [youthTeam, givingTeam] = [await insertTeam(t.db, youth, '환경팀'), await insertTeam(t.db, giving, '배분팀')];
    const member = await createTestUser(t.db, { name: '팀소속', type: 2 });
    await t.db('users').where({ id: member.id }).update({ division_id: youth, team_id: youthTeam });
    const placement = async () => t.db('users').where({ id: member.id }).first('division_id', 'team_id');
    for (const actor of [actors.operator, actors.admin]) {
      for (const body of [{ id: member.id, teamId: givingTeam }, { id: member.id, divisionId: giving, teamId: youthTeam }]) {
        expect((await edit(actor.cookie, body)).body).toEqual({ status: 400, message: '팀은 회원이 속한 본부의 팀 중에서 골라주세요.' });
      }
    }
    expect(await placement()).toEqual({ division_id: youth, team_id: youthTeam });
    // Moved to another division without a team named: the old division's team is left behind.
    expect((await edit(actors.operator.cookie, { id: member.id, divisionId: giving })).body.data).toMatchObject({ divisionId: giving, teamId: null });
    expect((await edit(actors.operator.cookie, { id: member.id, teamId: givingTeam })).status).toBe(200);
    expect(await placement()).toEqual({ division_id: giving, team_id: givingTeam });
  });

  it('lets nobody change their own role fields, and an admin remove another admin but never the last', async () => {
    for (const change of [{ power: 1 }, { hidden: 1 }, { rank: 3 }, { cardinal: 2 }]) {
      const own = await edit(actors.admin.cookie, { id: actors.admin.id, ...change });
      expect(own.body).toEqual({ status: 403, message: '자신의 권한 정보는 바꿀 수 없습니다.' });
    }

    const second = await createTestUser(t.db, { name: '두번째관리자', power: 2 });
    const secondCookie = await loginCookie(t.app, second.email);
    expect((await edit(secondCookie, { id: actors.admin.id, power: 0 })).status).toBe(200);
    // Now the second admin is the last one: they cannot step down, and the former admin cannot touch them.
    for (const change of [{ power: 1 }, { hidden: 1 }, { certify: false }]) {
      expect((await edit(secondCookie, { id: second.id, ...change })).body.message).toBe('자신의 권한 정보는 바꿀 수 없습니다.');
    }
    expect((await edit(actors.admin.cookie, { id: second.id, power: 0 })).status).toBe(403);
    expect(await row(second.id)).toMatchObject({ power: 2, hidden: 0, certify: 1 });
    expect(await t.db('users').where({ power: 2, certify: 1 }).whereIn('hidden', [0, 2]).pluck('id')).toEqual([second.id]);
    await t.db('users').where({ id: actors.admin.id }).update({ power: 2 });
  });

  it('offers no edit of a withdrawn member and refuses one, whoever asks: their row stays only for their records', async () => {
    const left = await createTestUser(t.db, { name: '탈퇴한 회원', type: 2, rank: 2 });
    const leave = await request(t.app).post('/api/user/withdraw').set('cookie', await loginCookie(t.app, left.email)).send({ content: 'keep', password: TEST_PASSWORD });
    expect(leave.status).toBe(200);
    const before = await row(left.id);
    const listed = await request(t.app).get('/api/user/get/list/all').query({ keyword: '탈퇴' }).set('Cookie', actors.admin.cookie);
    expect(listed.body.data.list.find((member: { id: number }) => member.id === left.id)).toMatchObject({ editable: [] });
    for (const [who, cookie, change] of [['operator', actors.operator.cookie, { rank: 9 }], ['admin', actors.admin.cookie, { power: 2, certify: true, hidden: 0 }]] as const) {
      expect((await edit(cookie, { id: left.id, ...change })).body, who).toEqual({ status: 403, message: '탈퇴한 회원의 정보는 바꿀 수 없습니다.' });
    }
    expect(await row(left.id)).toEqual(before);
    expect((await auditEntries(t.db, 'member')).filter((entry) => Number(entry.target_id) === left.id && entry.action === 'member.update')).toEqual([]);
  });

  it('two admins demoting each other at the same moment leave one admin, whichever goes first', async () => {
    // The only active admins are two made here (the others are set aside, then given back).
    const others = await t.db('users').where({ power: 2, hidden: 0 }).pluck('id');
    await t.db('users').whereIn('id', others).update({ hidden: 1 });
    const [first, second] = [await createTestUser(t.db, { name: '동시관리자1', power: 2 }), await createTestUser(t.db, { name: '동시관리자2', power: 2 })];
    const [firstCookie, secondCookie] = [await loginCookie(t.app, first.email), await loginCookie(t.app, second.email)];
    const answers = await Promise.all([edit(firstCookie, { id: second.id, power: 0 }), edit(secondCookie, { id: first.id, power: 0 })]);
    // The second to act is refused: as the last admin's demotion (409), or, when the first had
    // already committed before its request was read, as no longer an admin (403).
    const refused = answers.find((res) => res.status !== 200);
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect([409, 403]).toContain(refused?.status);
    if (refused?.status === 409) expect(refused.body.message).toBe('마지막 관리자의 권한은 해제할 수 없습니다.');
    expect(await t.db('users').where({ power: 2, certify: 1 }).whereIn('hidden', [0, 2]).whereIn('id', [first.id, second.id]).count({ n: '*' })).toEqual([{ n: 1 }]);
    await t.db('users').whereIn('id', [first.id, second.id]).update({ power: 0 });
    await t.db('users').whereIn('id', others).update({ hidden: 0 });
  });

  it('records each member change with the values before and after', async () => {
    const target = await createTestUser(t.db, { name: '기록회원' });
    await edit(actors.operator.cookie, { id: target.id, cardinal: 7, power: undefined });
    const [entry] = (await auditEntries(t.db, 'member')).filter((e) => e.target_id === target.id);
    expect(entry).toMatchObject({ action: 'member.update', user_id: actors.operator.id });
    expect(JSON.parse(entry.before_json).cardinal).toBe(0);
    expect(JSON.parse(entry.after_json).cardinal).toBe(7);
  });

  it('writes nothing and records nothing for a save that changes nothing, and says so', async () => {
    const target = await createTestUser(t.db, { name: '그대로회원', type: 2 });
    await edit(actors.operator.cookie, { id: target.id, cardinal: 3 });
    const entries = async () => (await auditEntries(t.db, 'member')).filter((e) => e.target_id === target.id).length;
    const before = { entries: await entries(), row: await t.db('users').where({ id: target.id }).first() };
    const same = await edit(actors.operator.cookie, { id: target.id, cardinal: 3, type: 2 });
    expect(same.status).toBe(200);
    expect(same.body.message).toBe('바뀐 내용이 없어 저장하지 않았습니다.');
    expect(same.body.data).toMatchObject({ id: target.id, cardinal: 3, type: 2 });
    expect({ entries: await entries(), row: await t.db('users').where({ id: target.id }).first() }).toEqual(before);
    // A field the actor may not change is refused even when it would not change.
    expect((await edit(actors.operator.cookie, { id: target.id, certify: true })).status).toBe(403);
  });
});
