import fs from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { auditEntries, createAdminActors, pngImage, type AdminActors } from '../admin/admin.testkit';

describe.each(testDialects())('the /member directory in the admin area (%s)', (dialect) => {
  let t: TestApp;
  let actors: AdminActors;
  let photo: Buffer;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    actors = await createAdminActors(t);
    photo = await pngImage(600, 800);
  });
  beforeEach(async () => {
    await t.db('audit_log').delete();
    await t.db('org_members').delete();
    await fs.rm(path.join(t.config.uploadDir, 'people'), { recursive: true, force: true });
  });
  afterAll(async () => {
    await t.drop();
  });

  const as = (req: request.Test, cookie: string | null) => (cookie ? req.set('Cookie', cookie) : req);
  const send = (req: request.Test, fields: Record<string, string>, image?: Buffer, fileName = 'photo.png') => {
    for (const [name, value] of Object.entries(fields)) req.field(name, value);
    return image ? req.attach('image', image, fileName) : req;
  };
  const create = (cookie: string | null, fields: Record<string, string>, image?: Buffer) => send(as(request(t.app).post('/api/admin/directory'), cookie), fields, image);
  const update = (cookie: string, fields: Record<string, string>, image?: Buffer, fileName?: string) => send(request(t.app).put('/api/admin/directory').set('Cookie', cookie), fields, image, fileName);
  const rows = () => t.db('org_members').select('id', 'category', 'name', 'position', 'description', 'image', 'sort').orderBy('id');
  const publicList = async (category: string) => (await request(t.app).get(`/api/site/members?page=${category}`)).body.data.members as Array<{ name: string; image: string | null }>;
  const storedFiles = async () => (await fs.readdir(path.join(t.config.uploadDir, 'people')).catch(() => [] as string[])).filter((name) => !name.startsWith('.'));

  it('refuses every call to a visitor, an uncertified user, a member and a hidden operator, and changes nothing', async () => {
    const existing = await create(actors.operator.cookie, { category: 'advisory', name: '기존 위원' });
    const id = String(existing.body.data.id);
    for (const { who, cookie, status } of actors.refused) {
      const answers = [
        await as(request(t.app).get('/api/admin/directory?category=advisory'), cookie),
        await create(cookie, { category: 'advisory', name: `${who} 위원` }, photo),
        await as(request(t.app).put('/api/admin/directory'), cookie).field('id', id).field('name', '탈취'),
        await as(request(t.app).delete('/api/admin/directory'), cookie).send({ id: Number(id) }),
        await as(request(t.app).put('/api/admin/directory/order'), cookie).send({ category: 'advisory', ids: [Number(id)] }),
      ];
      for (const res of answers) {
        expect(res.status, who).toBe(status);
        expect(res.body.message).toMatch(/[가-힣]/);
      }
    }
    expect((await rows()).map((row) => row.name)).toEqual(['기존 위원']);
    expect(await storedFiles()).toEqual([]);
  });

  it('lets an operator add people with a re-encoded photo, edit, reorder and delete them; the public directory follows and each change is recorded', async () => {
    const first = await create(actors.operator.cookie, { category: 'advisory', name: '김자문', position: '자문위원', description: '교육 분야 자문' }, photo);
    expect(first.body).toMatchObject({ status: 200, message: '구성원을 등록했습니다.', data: { category: 'advisory', name: '김자문', position: '자문위원' } });
    const image = first.body.data.image as string;
    expect(image).toMatch(/^\/api\/files\/people\/[\w-]+\.webp$/);
    const served = await request(t.app).get(image).buffer(true);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.body.subarray(8, 12).toString('ascii')).toBe('WEBP');

    const second = await create(actors.division.cookie, { category: 'advisory', name: '이자문' });
    expect(second.body.data.image).toBeNull();
    expect((await publicList('advisory')).map((m) => m.name)).toEqual(['김자문', '이자문']);

    const edited = await update(actors.operator.cookie, { id: String(first.body.data.id), name: '김자문', position: '수석 자문위원', description: '', removeImage: '1' });
    expect(edited.body).toMatchObject({ message: '구성원 정보를 수정했습니다.', data: { position: '수석 자문위원', image: null } });
    expect(await storedFiles()).toEqual([]);

    const ordered = await request(t.app).put('/api/admin/directory/order').set('Cookie', actors.operator.cookie).send({ category: 'advisory', ids: [second.body.data.id, first.body.data.id] });
    expect(ordered.body.message).toBe('표시 순서를 저장했습니다.');
    expect((await publicList('advisory')).map((m) => m.name)).toEqual(['이자문', '김자문']);

    const deleted = await request(t.app).delete('/api/admin/directory').set('Cookie', actors.operator.cookie).send({ id: second.body.data.id });
    expect(deleted.body).toEqual({ status: 200, message: '구성원을 삭제했습니다.' });
    expect((await publicList('advisory')).map((m) => m.name)).toEqual(['김자문']);

    const entries = await auditEntries(t.db, 'orgMember');
    expect(entries.map((entry) => entry.action)).toEqual(['orgMember.create', 'orgMember.create', 'orgMember.update', 'orgMember.order', 'orgMember.delete']);
    expect(JSON.parse(entries[2]?.before_json ?? 'null')).toMatchObject({ position: '자문위원', image });
    expect(entries[0]).toMatchObject({ user_id: actors.operator.id });
  });

  it('answers bad input in Korean and changes nothing, leaving no stored file', async () => {
    const existing = await create(actors.operator.cookie, { category: 'esg', name: '박위원', position: '위원' }, photo);
    const id = String(existing.body.data.id);
    await t.db('audit_log').delete();
    const before = await rows();
    const files = await storedFiles();
    const cases: Array<[string, request.Test, number, string]> = [
      ['unknown category', create(actors.operator.cookie, { category: 'secret', name: '누구' }, photo), 400, '존재하지 않는 구성원 분류입니다.'],
      ['empty name', create(actors.operator.cookie, { category: 'esg', name: ' ' }, photo), 400, '이름을 입력해주세요. (최대 50자)'],
      ['missing id', update(actors.operator.cookie, { name: '바뀜' }), 400, '대상 번호가 올바르지 않습니다.'],
      ['unknown id', update(actors.operator.cookie, { id: '999999', name: '바뀜' }), 404, '존재하지 않는 구성원입니다.'],
      ['a text file as photo', update(actors.operator.cookie, { id, name: '바뀜' }, Buffer.from('<script>alert(1)</script>'), 'photo.png'), 400, '업로드 가능한 이미지 파일이 아닙니다.'],
      ['a 50 MB file', update(actors.operator.cookie, { id, name: '바뀜' }, Buffer.alloc(50 * 1024 * 1024, 1)), 413, '이미지는 10MB 이하로 올려주세요.'],
      ['list of an unknown category', request(t.app).get('/api/admin/directory?category=x').set('Cookie', actors.operator.cookie), 400, '존재하지 않는 구성원 분류입니다.'],
      ['order of another category', request(t.app).put('/api/admin/directory/order').set('Cookie', actors.operator.cookie).send({ category: 'global', ids: [Number(id)] }), 409, '목록이 바뀌었습니다. 새로고침 후 다시 정렬해주세요.'],
    ];
    for (const [what, pending, status, message] of cases) {
      const res = await pending;
      expect(res.status, what).toBe(status);
      expect(res.body.message, what).toBe(message);
    }
    expect(await rows()).toEqual(before);
    expect(await storedFiles()).toEqual(files);
    expect(await t.db('audit_log').count({ n: '*' })).toEqual([{ n: 0 }]);
  });
});

describe.each(testDialects())('endorsers in the admin area (%s)', (dialect) => {
  let t: TestApp;
  let actors: AdminActors;
  let photo: Buffer;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    actors = await createAdminActors(t);
    photo = await pngImage(300, 300);
  });
  beforeEach(async () => {
    await t.db('audit_log').delete();
    await t.db('endorsers').delete();
    await fs.rm(path.join(t.config.uploadDir, 'endorser'), { recursive: true, force: true });
  });
  afterAll(async () => {
    await t.drop();
  });

  const as = (req: request.Test, cookie: string | null) => (cookie ? req.set('Cookie', cookie) : req);
  const send = (req: request.Test, fields: Record<string, string>, image?: Buffer | null) => {
    for (const [name, value] of Object.entries(fields)) req.field(name, value);
    return image ? req.attach('image', image, 'photo.png') : req;
  };
  const fields = { name: '한서율', description: '배우', href: 'https://youtu.be/Rq7tLm3VbX1' };
  const create = (cookie: string | null, values: Record<string, string> = fields, image: Buffer | null = photo) => send(as(request(t.app).post('/api/admin/endorsers'), cookie), values, image);
  const rows = () => t.db('endorsers').select('id', 'name', 'description', 'image', 'href', 'sort').orderBy('id');
  const publicList = async () => (await request(t.app).get('/api/site/endorsers')).body.data as Array<{ name: string; href: string; image: string }>;

  it('refuses every call to a visitor, an uncertified user, a member and a hidden operator, and changes nothing', async () => {
    const existing = await create(actors.operator.cookie);
    const id = existing.body.data.id as number;
    for (const { who, cookie, status } of actors.refused) {
      const answers = [
        await as(request(t.app).get('/api/admin/endorsers'), cookie),
        await create(cookie, { ...fields, name: `${who}` }),
        await send(as(request(t.app).put('/api/admin/endorsers'), cookie), { ...fields, id: String(id), name: '탈취' }),
        await as(request(t.app).delete('/api/admin/endorsers'), cookie).send({ id }),
        await as(request(t.app).put('/api/admin/endorsers/order'), cookie).send({ ids: [id] }),
      ];
      for (const res of answers) {
        expect(res.status, who).toBe(status);
        expect(res.body.message).toMatch(/[가-힣]/);
      }
    }
    expect((await rows()).map((row) => row.name)).toEqual(['한서율']);
  });

  it('lets an operator add, edit, reorder and delete endorsers with the video stored as a privacy-enhanced embed; the home page list follows', async () => {
    const first = await create(actors.operator.cookie);
    expect(first.body).toMatchObject({ message: '홍보대사를 등록했습니다.', data: { name: '한서율', href: 'https://www.youtube-nocookie.com/embed/Rq7tLm3VbX1' } });
    expect(first.body.data.image).toMatch(/^\/api\/files\/endorser\/[\w-]+\.webp$/);
    const second = await create(actors.operator.cookie, { name: '도윤', description: '가수', href: 'https://www.youtube.com/watch?v=AbCdEfGhIj0' });

    const edited = await send(request(t.app).put('/api/admin/endorsers').set('Cookie', actors.operator.cookie), { id: String(first.body.data.id), name: '한서율', description: '배우 · 재능기부', href: 'https://www.youtube.com/shorts/ZZZZZZZZZZZ' });
    expect(edited.body).toMatchObject({ message: '홍보대사 정보를 수정했습니다.', data: { description: '배우 · 재능기부', href: 'https://www.youtube-nocookie.com/embed/ZZZZZZZZZZZ', image: first.body.data.image } });

    await request(t.app).put('/api/admin/endorsers/order').set('Cookie', actors.operator.cookie).send({ ids: [second.body.data.id, first.body.data.id] }).expect(200);
    expect((await publicList()).map((e) => e.name)).toEqual(['도윤', '한서율']);

    await request(t.app).delete('/api/admin/endorsers').set('Cookie', actors.operator.cookie).send({ id: second.body.data.id }).expect(200);
    expect((await publicList()).map((e) => e.name)).toEqual(['한서율']);
    expect((await auditEntries(t.db, 'endorser')).map((entry) => entry.action)).toEqual(['endorser.create', 'endorser.create', 'endorser.update', 'endorser.order', 'endorser.delete']);
  });

  it('holds 13 endorsers (SPEC): a 14th is refused in Korean, leaving no file, also when two are added at the same moment', async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => ({ name: `홍보대사${i + 1}`, description: '배우', href: fields.href, image: 'seed.webp', sort: i }));
    await t.db('endorsers').insert(twelve);
    const both = await Promise.all([create(actors.operator.cookie, { ...fields, name: '열셋' }), create(actors.operator.cookie, { ...fields, name: '열넷' })]);
    expect(both.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(both.find((res) => res.status === 409)?.body.message).toBe('홍보대사는 13명까지 등록할 수 있습니다. 새로 등록하려면 먼저 한 명을 삭제해주세요.');
    expect(await rows()).toHaveLength(13);
    const again = await create(actors.operator.cookie, { ...fields, name: '또 열넷' });
    expect([again.status, again.body.message]).toEqual([409, '홍보대사는 13명까지 등록할 수 있습니다. 새로 등록하려면 먼저 한 명을 삭제해주세요.']);
    // Only the one added keeps a stored photo.
    expect(await fs.readdir(path.join(t.config.uploadDir, 'endorser'))).toHaveLength(1);
    const { id } = await t.db('endorsers').where({ name: '홍보대사1' }).first('id');
    await request(t.app).delete('/api/admin/endorsers').set('Cookie', actors.operator.cookie).send({ id }).expect(200);
    expect((await create(actors.operator.cookie, { ...fields, name: '빈자리' })).status).toBe(200);
  });

  it('answers bad input in Korean and changes nothing', async () => {
    const existing = await create(actors.operator.cookie);
    const id = String(existing.body.data.id);
    await t.db('audit_log').delete();
    const before = await rows();
    const put = (values: Record<string, string>, image?: Buffer) => send(request(t.app).put('/api/admin/endorsers').set('Cookie', actors.operator.cookie), values, image);
    const cases: Array<[string, request.Test, number, string]> = [
      ['no photo', create(actors.operator.cookie, { ...fields, name: '사진없음' }, null), 400, '사진을 올려주세요.'],
      ['a javascript: video', create(actors.operator.cookie, { ...fields, href: 'javascript:alert(1)' }), 400, '유튜브 영상 주소를 입력해주세요. (예: https://www.youtube.com/watch?v=...)'],
      ['a video of another site', put({ ...fields, id, href: 'https://evil.example/embed/Rq7tLm3VbX1' }), 400, '유튜브 영상 주소를 입력해주세요. (예: https://www.youtube.com/watch?v=...)'],
      ['empty description', put({ ...fields, id, description: '' }), 400, '소개를 입력해주세요. (최대 500자)'],
      ['missing id', put(fields), 400, '대상 번호가 올바르지 않습니다.'],
      ['a non-image', put({ ...fields, id }, Buffer.from('GIF89a not really')), 400, '업로드 가능한 이미지 파일이 아닙니다.'],
      ['unknown id', request(t.app).delete('/api/admin/endorsers').set('Cookie', actors.operator.cookie).send({ id: 999999 }), 404, '존재하지 않는 홍보대사입니다.'],
    ];
    for (const [what, pending, status, message] of cases) {
      const res = await pending;
      expect(res.status, what).toBe(status);
      expect(res.body.message, what).toBe(message);
    }
    expect(await rows()).toEqual(before);
    expect(await t.db('audit_log').count({ n: '*' })).toEqual([{ n: 0 }]);
  });
});
