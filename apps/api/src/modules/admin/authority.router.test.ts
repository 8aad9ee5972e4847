import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { insertDivision } from '../youth/youth.testkit';

/**
 * The escalations of issue 20 (findings 1, 2 and 5) replayed against the real app: who may change
 * whose role fields, and what a division head sees of members and the audit log.
 */
describe.each(testDialects())('the authority model on the member routes (%s)', (dialect) => {
  let t: TestApp;
  let division: number;
  let otherDivision: number;
  const login = async (name: string, values: Parameters<typeof createTestUser>[1], divisionId: number | null = null) => {
    const user = await createTestUser(t.db, { name, ...values });
    if (divisionId !== null) await t.db('users').where({ id: user.id }).update({ division_id: divisionId });
    return { id: user.id, email: user.email, cookie: await loginCookie(t.app, user.email) };
  };
  let admin: Awaited<ReturnType<typeof login>>;
  let operator: Awaited<ReturnType<typeof login>>;
  let head: Awaited<ReturnType<typeof login>>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    division = await insertDivision(t.db, '청소년본부');
    otherDivision = await insertDivision(t.db, '모금본부');
    admin = await login('관리자', { power: 2 });
    operator = await login('운영자', { power: 1 }, division);
    head = await login('본부장', { rank: 10 }, division);
  });
  afterAll(async () => {
    await t.drop();
  });

  const edit = (cookie: string, body: Record<string, unknown>) => request(t.app).put('/api/admin/user').set('Cookie', cookie).send(body);
  const roleFields = (id: number) => t.db('users').where({ id }).first('power', 'rank', 'type', 'cardinal', 'hidden', 'certify', 'end_of_activity', 'division_id', 'team_id');

  it('a division head cannot give the division ranks: the member stays out of the admin area', async () => {
    const member = await login('일반회원', {}, division);
    const before = await roleFields(member.id);
    for (const rank of [10, 19]) {
      const res = await edit(head.cookie, { id: member.id, rank });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('관리 화면을 여는 직급(본부장, 특별 직급)과 권한은 관리자만 주거나 거둘 수 있습니다.');
    }
    expect(await roleFields(member.id)).toEqual(before);
    expect((await request(t.app).get('/api/admin/audit').set('Cookie', member.cookie)).status).toBe(403);
    expect((await request(t.app).get('/api/user/get/list/all').set('Cookie', member.cookie)).status).toBe(403);
  });

  it('an operator cannot give rank 19 or touch the admin; a division head cannot touch the operator', async () => {
    const member = await login('평회원', {});
    expect((await edit(operator.cookie, { id: member.id, rank: 19 })).status).toBe(403);
    expect((await edit(operator.cookie, { id: admin.id, rank: 3 })).body).toEqual({ status: 403, message: '자신과 같거나 높은 권한의 회원은 수정할 수 없습니다.' });
    for (const change of [{ rank: 0 }, { type: 0 }]) {
      expect((await edit(head.cookie, { id: operator.id, ...change })).body).toEqual({ status: 403, message: '자신과 같거나 높은 권한의 회원은 수정할 수 없습니다.' });
    }
    expect(await roleFields(member.id)).toMatchObject({ rank: 0 });
    expect(await roleFields(admin.id)).toMatchObject({ power: 2, rank: 0 });
    expect(await roleFields(operator.id)).toMatchObject({ power: 1, rank: 0, type: 0 });
  });

  it('a division head cannot unlock the youth pages: type 2, rank 1 and a cohort stay with the operators', async () => {
    const member = await login('예비챔프', {}, division);
    const res = await edit(head.cookie, { id: member.id, type: 2, rank: 1, cardinal: 1 });
    expect(res.body).toEqual({ status: 403, message: '소속, 기수, 본부, 활동 종료 변경은 운영자 이상만 할 수 있습니다.' });
    expect(await roleFields(member.id)).toMatchObject({ type: 0, rank: 0, cardinal: 0 });
    // Rank 1 alone would unlock them for a youth champ of cohort 1.
    await t.db('users').where({ id: member.id }).update({ type: 2, cardinal: 1 });
    expect((await edit(head.cookie, { id: member.id, rank: 1 })).body).toEqual({ status: 403, message: '활동 권한이 바뀌는 변경은 운영자 이상만 할 수 있습니다.' });
    expect((await request(t.app).get(`/api/youth/ability/${head.id}`).set('Cookie', member.cookie)).status).toBe(403);
    expect((await edit(operator.cookie, { id: member.id, rank: 1 })).status).toBe(200);
  });

  it('nobody sets their own type, cohort or end of activity, whatever their role', async () => {
    for (const actor of [head, operator, admin]) {
      const before = await roleFields(actor.id);
      for (const change of [{ type: 2 }, { cardinal: 1 }, { endOfActivity: true }, { divisionId: otherDivision }]) {
        expect((await edit(actor.cookie, { id: actor.id, ...change })).body).toEqual({ status: 403, message: '자신의 권한 정보는 바꿀 수 없습니다.' });
      }
      expect(await roleFields(actor.id)).toEqual(before);
    }
  });

  it('a division head lists only their own division, without emails, and cannot find others by email', async () => {
    const mine = await login('우리본부회원', {}, division);
    const theirs = await login('다른본부회원', {}, otherDivision);
    const list = async (cookie: string, keyword?: string) =>
      (await request(t.app).get('/api/user/get/list/all').query(keyword ? { keyword } : {}).set('Cookie', cookie)).body.data as { list: { id: number; email: string; editable: string[] }[]; total: number };

    const seen = await list(head.cookie);
    expect(seen.list.map((row) => row.id).sort()).toEqual([operator.id, head.id, ...(await t.db('users').where({ division_id: division }).whereNotIn('id', [operator.id, head.id]).pluck('id')).map(Number)].sort());
    expect(seen.list.map((row) => row.id)).not.toContain(theirs.id);
    const own = seen.list.find((row) => row.id === mine.id);
    expect(own?.email).not.toBe(mine.email);
    expect(own?.email).toMatch(/^.{1,2}\*\*\*@/);
    expect(own?.editable).toEqual(['rank', 'teamId']);
    expect(seen.list.find((row) => row.id === operator.id)?.editable).toEqual([]);
    expect((await list(head.cookie, theirs.email)).total).toBe(0);
    expect((await list(head.cookie, mine.email)).total).toBe(0);

    const everyone = await list(admin.cookie, theirs.email);
    expect(everyone.list).toEqual([expect.objectContaining({ id: theirs.id, email: theirs.email })]);
  });

  it('a division head reads only the audit entries of their own division and their own changes, emails masked', async () => {
    const mine = await login('기록본부회원', {}, division);
    const theirs = await login('기록다른회원', {}, otherDivision);
    expect((await edit(operator.cookie, { id: mine.id, rank: 3 })).status).toBe(200);
    expect((await edit(operator.cookie, { id: theirs.id, rank: 3 })).status).toBe(200);
    expect((await edit(head.cookie, { id: mine.id, rank: 4 })).status).toBe(200);

    const read = async (cookie: string) => (await request(t.app).get('/api/admin/audit').set('Cookie', cookie)).body.data.list as { targetId: number; userId: number; before: { email?: string } }[];
    const seen = await read(head.cookie);
    expect(seen.map((entry) => entry.targetId)).toContain(mine.id);
    expect(seen.map((entry) => entry.targetId)).not.toContain(theirs.id);
    const divisionMembers = (await t.db('users').where({ division_id: division }).pluck('id')).map(Number);
    expect(seen.filter((entry) => entry.userId !== head.id && !divisionMembers.includes(entry.targetId))).toEqual([]);
    expect(JSON.stringify(seen)).not.toContain(mine.email);
    expect(seen.find((entry) => entry.targetId === mine.id)?.before.email).toMatch(/\*\*\*@/);

    const all = await read(operator.cookie);
    expect(all.map((entry) => entry.targetId)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(all.find((entry) => entry.targetId === theirs.id)?.before.email).toBe(theirs.email);
  });
});
