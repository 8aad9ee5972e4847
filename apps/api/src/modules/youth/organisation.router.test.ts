import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';

describe.each(testDialects())('divisions and teams managed by admins (%s)', (dialect) => {
  let t: TestApp;
  let adminCookie: string;
  let operatorCookie: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    adminCookie = await loginCookie(t.app, (await createTestUser(t.db, { power: 2 })).email);
    operatorCookie = await loginCookie(t.app, (await createTestUser(t.db, { power: 1 })).email);
  });
  afterAll(async () => {
    await t.drop();
  });

  const names = async (table: 'divisions' | 'teams') => (await t.db(table).orderBy('id').select('name')).map((row: { name: string }) => row.name);

  it('creates, renames and lists divisions and teams', async () => {
    const created = await request(t.app).post('/api/youth/divisions').set('cookie', adminCookie).send({ name: ' 청소년본부 ' });
    expect(created.body).toMatchObject({ status: 200, message: '본부를 저장했습니다.', data: [{ name: '청소년본부' }] });
    const divisionId = created.body.data[0].id;
    const team = await request(t.app).post('/api/youth/teams').set('cookie', adminCookie).send({ name: '1팀 환경', divisionId });
    expect(team.body.data).toEqual([{ team: expect.any(Number), teamName: '1팀 환경', teamImage: null, division: divisionId, divisionName: '청소년본부' }]);
    const renamed = await request(t.app).put(`/api/youth/divisions/${divisionId}`).set('cookie', adminCookie).send({ name: '청소년 본부', sort: 1 });
    expect(renamed.body.data[0].name).toBe('청소년 본부');
    expect((await request(t.app).get('/api/youth/teams')).body.data[0].divisionName).toBe('청소년 본부');
  });

  it('refuses operators, duplicates and bad input in Korean without changing anything', async () => {
    const before = [await names('divisions'), await names('teams')];
    expect((await request(t.app).post('/api/youth/divisions').set('cookie', operatorCookie).send({ name: '새 본부' })).body).toEqual({ status: 403, message: '권한이 없습니다.' });
    expect((await request(t.app).post('/api/youth/divisions').set('cookie', adminCookie).send({ name: '청소년 본부' })).body).toEqual({ status: 409, message: '같은 이름의 본부가 이미 있습니다.' });
    const [division] = (await request(t.app).get('/api/youth/divisions')).body.data;
    expect((await request(t.app).post('/api/youth/teams').set('cookie', adminCookie).send({ name: '1팀 환경', divisionId: division.id })).body.message).toBe('같은 본부에 같은 이름의 팀이 이미 있습니다.');
    expect((await request(t.app).post('/api/youth/divisions').set('cookie', adminCookie).send({ name: '가'.repeat(51) })).body.message).toBe('이름은 50자 이하로 입력해주세요.');
    expect((await request(t.app).post('/api/youth/divisions').set('cookie', adminCookie).send({ name: '새 본부', sort: -1 })).body.message).toBe('정렬 순서는 0 이상 999 이하의 숫자로 입력해주세요.');
    expect((await request(t.app).post('/api/youth/teams').set('cookie', adminCookie).send({ name: '팀', divisionId: 99999 })).body).toEqual({ status: 404, message: '본부를 찾을 수 없습니다.' });
    expect((await request(t.app).post('/api/youth/teams').set('cookie', adminCookie).send({ name: '', divisionId: division.id })).body.message).toBe('팀 이름을 입력해주세요.');
    expect([await names('divisions'), await names('teams')]).toEqual(before);
  });

  it('deletes only what nothing belongs to', async () => {
    const [division] = (await request(t.app).get('/api/youth/divisions')).body.data;
    const [team] = (await request(t.app).get('/api/youth/teams')).body.data;
    const member = await createTestUser(t.db, { type: 2 });
    await t.db('users').where({ id: member.id }).update({ team_id: team.team, division_id: division.id });
    expect((await request(t.app).delete(`/api/youth/teams/${team.team}`).set('cookie', adminCookie)).body).toEqual({ status: 409, message: '소속 회원이 있는 팀은 삭제할 수 없습니다.' });
    expect((await request(t.app).delete(`/api/youth/divisions/${division.id}`).set('cookie', adminCookie)).body.message).toBe('소속 팀, 회원이나 캠페인이 있는 본부는 삭제할 수 없습니다.');
    await t.db('users').where({ id: member.id }).update({ team_id: null, division_id: null });
    expect((await request(t.app).delete(`/api/youth/teams/${team.team}`).set('cookie', adminCookie)).body).toMatchObject({ message: '팀을 삭제했습니다.', data: [] });
    expect((await request(t.app).delete(`/api/youth/divisions/${division.id}`).set('cookie', adminCookie)).body).toMatchObject({ message: '본부를 삭제했습니다.', data: [] });
  });
});
