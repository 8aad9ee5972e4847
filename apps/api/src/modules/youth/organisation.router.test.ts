import fs from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { auditEntries, createAdminActors, pngImage, type AdminActors } from '../admin/admin.testkit';
import { insertDivision } from './youth.testkit';

describe.each(testDialects())('divisions and teams managed by operators (%s)', (dialect) => {
  let t: TestApp;
  let actors: AdminActors;
  let operatorCookie: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    actors = await createAdminActors(t);
    operatorCookie = actors.operator.cookie;
  });
  afterAll(async () => {
    await t.drop();
  });

  const names = async (table: 'divisions' | 'teams') => (await t.db(table).orderBy('id').select('name')).map((row: { name: string }) => row.name);
  const storedImages = async () => (await fs.readdir(path.join(t.config.uploadDir, 'team')).catch(() => [] as string[])).filter((name) => !name.startsWith('.'));
  const snapshot = async () => [await names('divisions'), await t.db('teams').orderBy('id').select('name', 'image', 'division_id'), await storedImages()];
  /** A multipart team form. */
  const teamForm = (call: request.Test, fields: Record<string, string>, image?: { bytes: Buffer; name: string }) => {
    for (const [key, value] of Object.entries(fields)) call.field(key, value);
    return image ? call.attach('image', image.bytes, image.name) : call;
  };

  it('creates, renames and lists divisions and teams, and records each change', async () => {
    const created = await request(t.app).post('/api/youth/divisions').set('cookie', operatorCookie).send({ name: ' 청소년본부 ' });
    expect(created.body).toMatchObject({ status: 200, message: '본부를 저장했습니다.', data: [{ name: '청소년본부' }] });
    const divisionId = created.body.data[0].id;
    const team = await request(t.app).post('/api/youth/teams').set('cookie', operatorCookie).send({ name: '1팀 환경', divisionId });
    expect(team.body.data).toEqual([{ team: expect.any(Number), teamName: '1팀 환경', teamImage: null, division: divisionId, divisionName: '청소년본부', sort: 0 }]);
    const renamed = await request(t.app).put(`/api/youth/divisions/${divisionId}`).set('cookie', operatorCookie).send({ name: '청소년 본부', sort: 1 });
    expect(renamed.body.data[0].name).toBe('청소년 본부');
    expect((await request(t.app).get('/api/youth/teams')).body.data[0].divisionName).toBe('청소년 본부');
    const divisionLog = await auditEntries(t.db, 'division');
    expect(divisionLog.map((entry: { action: string }) => entry.action)).toEqual(['division.create', 'division.update']);
    expect((await auditEntries(t.db, 'team')).map((entry: { action: string; user_id: number }) => [entry.action, entry.user_id])).toEqual([['team.create', actors.operator.id]]);
  });

  it('creates a team with an image checked by content and re-encoded, then replaces and removes it', async () => {
    const [division] = (await request(t.app).get('/api/youth/divisions')).body.data;
    const created = await teamForm(request(t.app).post('/api/youth/teams').set('cookie', operatorCookie), { name: '2팀 나눔', divisionId: String(division.id), sort: '2' }, {
      bytes: await pngImage(900, 600),
      name: '팀 로고.png',
    });
    expect(created.body.message).toBe('팀을 저장했습니다.');
    const team = created.body.data.find((item: { teamName: string }) => item.teamName === '2팀 나눔');
    expect(team.teamImage).toMatch(/^\/api\/files\/team\/[\w-]+\.webp$/);
    const served = await request(t.app).get(team.teamImage);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await storedImages()).toHaveLength(1);

    const replaced = await teamForm(request(t.app).put(`/api/youth/teams/${team.team}`).set('cookie', operatorCookie), { name: '2팀 나눔', divisionId: String(division.id) }, {
      bytes: await pngImage(200, 200, { r: 200, g: 40, b: 40 }),
      name: 'new.png',
    });
    const newImage = replaced.body.data.find((item: { team: number }) => item.team === team.team).teamImage;
    expect(newImage).not.toBe(team.teamImage);
    expect(await storedImages()).toEqual([newImage.split('/').pop()]);

    const kept = await request(t.app).put(`/api/youth/teams/${team.team}`).set('cookie', operatorCookie).send({ name: '2팀 나눔꽃', divisionId: division.id });
    expect(kept.body.data.find((item: { team: number }) => item.team === team.team)).toMatchObject({ teamName: '2팀 나눔꽃', teamImage: newImage });

    const removed = await teamForm(request(t.app).put(`/api/youth/teams/${team.team}`).set('cookie', operatorCookie), { name: '2팀 나눔꽃', divisionId: String(division.id), removeImage: '1' });
    expect(removed.body.data.find((item: { team: number }) => item.team === team.team).teamImage).toBeNull();
    expect(await storedImages()).toEqual([]);
  });

  it.each([
    ['a script named .png', () => Promise.resolve(Buffer.from('<script>alert(1)</script>')), 400, '업로드 가능한 이미지 파일이 아닙니다.'],
    ['an 11 MB file', () => Promise.resolve(Buffer.alloc(11 * 1024 * 1024, 1)), 413, '이미지는 10MB 이하로 올려주세요.'],
  ])('refuses %s in Korean and changes nothing', async (_what, bytes, status, message) => {
    const [division] = (await request(t.app).get('/api/youth/divisions')).body.data;
    const [team] = (await request(t.app).get('/api/youth/teams')).body.data;
    const before = await snapshot();
    const image = { bytes: await bytes(), name: 'logo.png' };
    const created = await teamForm(request(t.app).post('/api/youth/teams').set('cookie', operatorCookie), { name: '새 팀', divisionId: String(division.id) }, image);
    expect(created.body).toEqual({ status, message });
    const edited = await teamForm(request(t.app).put(`/api/youth/teams/${team.team}`).set('cookie', operatorCookie), { name: '바뀐 이름', divisionId: String(division.id) }, image);
    expect(edited.body).toEqual({ status, message });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses everyone but operators and admins, and bad input, in Korean without changing anything', async () => {
    const [division] = (await request(t.app).get('/api/youth/divisions')).body.data;
    const [team] = (await request(t.app).get('/api/youth/teams')).body.data;
    const before = await snapshot();
    const auditCount = (await t.db('audit_log')).length;
    const refused = [...actors.refused, { who: 'division head', cookie: actors.division.cookie, status: 403 }];
    for (const { cookie, status } of refused) {
      const calls = [
        request(t.app).post('/api/youth/divisions').send({ name: '새 본부' }),
        request(t.app).put(`/api/youth/divisions/${division.id}`).send({ name: '새 본부' }),
        request(t.app).delete(`/api/youth/divisions/${division.id}`),
        request(t.app).post('/api/youth/teams').send({ name: '새 팀', divisionId: division.id }),
        request(t.app).put(`/api/youth/teams/${team.team}`).send({ name: '새 팀', divisionId: division.id }),
        request(t.app).delete(`/api/youth/teams/${team.team}`),
      ];
      for (const call of calls) expect((await (cookie ? call.set('cookie', cookie) : call)).status).toBe(status);
    }
    const admin = actors.admin.cookie;
    expect((await request(t.app).post('/api/youth/divisions').set('cookie', actors.division.cookie).send({ name: '새 본부' })).body).toEqual({ status: 403, message: '권한이 없습니다.' });
    expect((await request(t.app).post('/api/youth/divisions').set('cookie', admin).send({ name: '청소년 본부' })).body).toEqual({ status: 409, message: '같은 이름의 본부가 이미 있습니다.' });
    expect((await request(t.app).post('/api/youth/teams').set('cookie', admin).send({ name: '1팀 환경', divisionId: division.id })).body.message).toBe('같은 본부에 같은 이름의 팀이 이미 있습니다.');
    expect((await request(t.app).post('/api/youth/divisions').set('cookie', admin).send({ name: '가'.repeat(51) })).body.message).toBe('이름은 50자 이하로 입력해주세요.');
    expect((await request(t.app).post('/api/youth/divisions').set('cookie', admin).send({ name: '새 본부', sort: -1 })).body.message).toBe('정렬 순서는 0 이상 999 이하의 숫자로 입력해주세요.');
    expect((await teamForm(request(t.app).post('/api/youth/teams').set('cookie', admin), { name: '새 팀', divisionId: String(division.id), sort: '열' })).body.message).toBe(
      '정렬 순서는 0 이상 999 이하의 숫자로 입력해주세요.',
    );
    expect((await teamForm(request(t.app).post('/api/youth/teams').set('cookie', admin), { name: '새 팀' })).body).toEqual({ status: 400, message: '본부를 선택해주세요.' });
    expect((await request(t.app).post('/api/youth/teams').set('cookie', admin).send({ name: '팀', divisionId: 99999 })).body).toEqual({ status: 404, message: '본부를 찾을 수 없습니다.' });
    expect((await request(t.app).put('/api/youth/teams/99999').set('cookie', admin).send({ name: '팀', divisionId: division.id })).body).toEqual({ status: 404, message: '팀을 찾을 수 없습니다.' });
    expect((await request(t.app).post('/api/youth/teams').set('cookie', admin).send({ name: '', divisionId: division.id })).body.message).toBe('팀 이름을 입력해주세요.');
    expect(await snapshot()).toEqual(before);
    expect((await t.db('audit_log')).length).toBe(auditCount);
  });

  it('deletes only what nothing belongs to', async () => {
    const [division] = (await request(t.app).get('/api/youth/divisions')).body.data;
    const teams = (await request(t.app).get('/api/youth/teams')).body.data;
    const member = await createTestUser(t.db, { type: 2 });
    await t.db('users').where({ id: member.id }).update({ team_id: teams[0].team, division_id: division.id });
    expect((await request(t.app).delete(`/api/youth/teams/${teams[0].team}`).set('cookie', operatorCookie)).body).toEqual({ status: 409, message: '소속 회원이 있는 팀은 삭제할 수 없습니다.' });
    // Nor moved to another division: its members would be left in a team of a division they are not in.
    const elsewhere = await insertDivision(t.db, '다른 본부');
    const moved = await request(t.app).put(`/api/youth/teams/${teams[0].team}`).set('cookie', operatorCookie).send({ name: '옮길 팀', divisionId: elsewhere });
    expect(moved.body).toEqual({ status: 409, message: '소속 회원이 있는 팀은 다른 본부로 옮길 수 없습니다. 먼저 회원들의 팀을 바꿔주세요.' });
    expect(await t.db('teams').where({ id: teams[0].team }).first('division_id')).toEqual({ division_id: division.id });
    await t.db('divisions').where({ id: elsewhere }).delete();
    expect((await request(t.app).delete(`/api/youth/divisions/${division.id}`).set('cookie', operatorCookie)).body.message).toBe('소속 팀, 회원이나 캠페인이 있는 본부는 삭제할 수 없습니다.');
    await t.db('users').where({ id: member.id }).update({ team_id: null, division_id: null });
    for (const team of teams) expect((await request(t.app).delete(`/api/youth/teams/${team.team}`).set('cookie', operatorCookie)).body.message).toBe('팀을 삭제했습니다.');
    expect((await request(t.app).delete(`/api/youth/divisions/${division.id}`).set('cookie', operatorCookie)).body).toMatchObject({ message: '본부를 삭제했습니다.', data: [] });
    expect((await auditEntries(t.db, 'division')).at(-1)).toMatchObject({ action: 'division.delete' });
  });
});
