import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { auditEntries, createAdminActors, pngImage, type AdminActors } from '../admin/admin.testkit';

const CONFLICT = { status: 409, message: '다른 운영진이 먼저 수정했습니다. 새로고침해 바뀐 내용을 확인한 뒤 다시 저장해주세요.' };

/**
 * Partners, endorsers and the people directory: two operators open the same form; the first saves.
 * The second's save, from the form loaded before, is refused and writes nothing over the first's.
 */
describe.each(testDialects())('saving partners, endorsers and people from a stale form (%s)', (dialect) => {
  let t: TestApp;
  let actors: AdminActors;
  let photo: Buffer;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    actors = await createAdminActors(t);
    photo = await pngImage(400, 400);
  });
  afterAll(async () => {
    await t.drop();
  });

  const send = (req: request.Test, fields: Record<string, string>, image?: Buffer) => {
    for (const [name, value] of Object.entries(fields)) req.field(name, value);
    return image ? req.attach('image', image, 'photo.png') : req;
  };
  const put = (path: string, cookie: string, fields: Record<string, string>) => send(request(t.app).put(path).set('Cookie', cookie), fields);
  /** The entry as the admin list answers it now (the form is drawn from it). */
  const loaded = async (list: string, id: number) => ((await request(t.app).get(list).set('Cookie', actors.operator.cookie)).body.data as Array<{ id: number; version: string }>).find((item) => item.id === id)!;

  /** Two forms loaded at once; the first saves `first`, the second then tries `second`; a reloaded form saves again. */
  async function staleSaveRefused(path: string, list: string, id: number, first: Record<string, string>, second: Record<string, string>) {
    const [one, two] = [await loaded(list, id), await loaded(list, id)];
    expect(one.version).toMatch(/^[0-9a-f]{16}$/);
    const saved = await put(path, actors.operator.cookie, { ...first, id: String(id), version: one.version });
    expect(saved.status).toBe(200);
    expect(saved.body.data.version).not.toBe(one.version);
    const stale = await put(path, actors.division.cookie, { ...second, id: String(id), version: two.version });
    expect(stale.body).toEqual(CONFLICT);
    expect(await loaded(list, id)).toMatchObject(saved.body.data);
    expect((await put(path, actors.division.cookie, { ...second, id: String(id), version: (await loaded(list, id)).version })).status).toBe(200);
  }

  it('refuses a partner saved from a form loaded before another operator’s change', async () => {
    const created = await send(request(t.app).post('/api/corporation/set').set('Cookie', actors.operator.cookie), { name: '나눔 상사', description: '처음 소개' }, photo);
    await staleSaveRefused('/api/corporation/set', '/api/corporation/get/all', created.body.data.id, { name: '나눔 상사', description: '고친 소개', link: 'https://nanum.example' }, { name: '다른 이름', description: '처음 소개' });
    expect((await auditEntries(t.db, 'corporation')).map((entry) => entry.action)).toEqual(['corporation.create', 'corporation.update', 'corporation.update']);
    // A reorder by someone else moves the partner: a form loaded before would move it back.
    const other = await send(request(t.app).post('/api/corporation/set').set('Cookie', actors.operator.cookie), { name: '둘째 상사' }, photo);
    const before = await loaded('/api/corporation/get/all', created.body.data.id);
    await request(t.app).put('/api/corporation/order').set('Cookie', actors.admin.cookie).send({ ids: [other.body.data.id, created.body.data.id] }).expect(200);
    expect((await put('/api/corporation/set', actors.operator.cookie, { id: String(created.body.data.id), name: '다른 이름', sort: '1', version: before.version })).body).toEqual(CONFLICT);
  });

  it('refuses an endorser saved from a form loaded before another operator’s change', async () => {
    const video = 'https://youtu.be/Rq7tLm3VbX1';
    const created = await send(request(t.app).post('/api/admin/endorsers').set('Cookie', actors.operator.cookie), { name: '한서율', description: '배우', href: video }, photo);
    await staleSaveRefused('/api/admin/endorsers', '/api/admin/endorsers', created.body.data.id, { name: '한서율', description: '배우 · 재능기부', href: video }, { name: '한서율', description: '가수', href: video });
    expect((await t.db('endorsers').where({ id: created.body.data.id }).first('description')).description).toBe('가수');
  });

  it('refuses a person of the directory saved from a form loaded before another operator’s change', async () => {
    const created = await send(request(t.app).post('/api/admin/directory').set('Cookie', actors.operator.cookie), { category: 'advisory', name: '김자문', position: '자문위원' });
    await staleSaveRefused('/api/admin/directory', '/api/admin/directory?category=advisory', created.body.data.id, { name: '김자문', position: '수석 자문위원' }, { name: '김자문', position: '위원' });
    expect((await auditEntries(t.db, 'orgMember')).map((entry) => entry.action)).toEqual(['orgMember.create', 'orgMember.update', 'orgMember.update']);
  });
});
