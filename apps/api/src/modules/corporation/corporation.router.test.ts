import fs from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { auditEntries, createAdminActors, pngImage, type AdminActors } from '../admin/admin.testkit';

describe.each(testDialects())('corporations in the admin area (%s)', (dialect) => {
  let t: TestApp;
  let actors: AdminActors;
  let logo: Buffer;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    actors = await createAdminActors(t);
    logo = await pngImage();
  });
  beforeEach(async () => {
    await t.db('audit_log').delete();
    await t.db('corporations').delete();
    await fs.rm(path.join(t.config.uploadDir, 'corporation'), { recursive: true, force: true });
  });
  afterAll(async () => {
    await t.drop();
  });

  const as = (req: request.Test, cookie: string | null) => (cookie ? req.set('Cookie', cookie) : req);
  const create = (cookie: string | null, fields: Record<string, string>, image: Buffer | null = logo) => {
    const req = as(request(t.app).post('/api/corporation/set'), cookie);
    for (const [name, value] of Object.entries(fields)) req.field(name, value);
    return image ? req.attach('image', image, 'logo.png') : req;
  };
  const update = (cookie: string, fields: Record<string, string>, image?: Buffer, fileName = 'logo.png') => {
    const req = request(t.app).put('/api/corporation/set').set('Cookie', cookie);
    for (const [name, value] of Object.entries(fields)) req.field(name, value);
    return image ? req.attach('image', image, fileName) : req;
  };
  const rows = () => t.db('corporations').select('id', 'name', 'description', 'link', 'sort', 'image').orderBy('id');
  const storedFiles = async () => (await fs.readdir(path.join(t.config.uploadDir, 'corporation')).catch(() => [] as string[])).filter((name) => !name.startsWith('.'));

  it('refuses every call to a visitor, an uncertified user, a member and a hidden operator, and changes nothing', async () => {
    const existing = await create(actors.operator.cookie, { name: '기존 기업' });
    const id = String(existing.body.data.id);
    for (const { who, cookie, status } of actors.refused) {
      const answers = [
        await as(request(t.app).get('/api/corporation/get/all'), cookie),
        await create(cookie, { name: `${who} 기업` }),
        await as(request(t.app).put('/api/corporation/set'), cookie).field('id', id).field('name', '탈취'),
        await as(request(t.app).delete('/api/corporation/set'), cookie).send({ id: Number(id) }),
        await as(request(t.app).put('/api/corporation/order'), cookie).send({ ids: [Number(id)] }),
      ];
      for (const res of answers) {
        expect(res.status, who).toBe(status);
        expect(res.body.message).toMatch(/[가-힣]/);
      }
    }
    expect((await rows()).map((row) => row.name)).toEqual(['기존 기업']);
  });

  it('lets an operator, a division head and an admin create, list, edit and delete, and the footer shows it at once', async () => {
    for (const [who, cookie] of [['operator', actors.operator.cookie], ['division', actors.division.cookie], ['admin', actors.admin.cookie]] as const) {
      const created = await create(cookie, { name: `${who} 파트너`, description: '함께 나누는 기업', link: 'https://partner.example/' });
      expect(created.status, who).toBe(200);
      expect(created.body.message).toBe('기업을 등록했습니다.');
      expect(created.body.data).toEqual({ id: expect.any(Number), name: `${who} 파트너`, description: '함께 나누는 기업', link: 'https://partner.example/', sort: created.body.data.sort, image: expect.stringMatching(/^\/api\/files\/corporation\/[a-f0-9]{32}\.webp$/), version: expect.stringMatching(/^[0-9a-f]{16}$/) });
      const image = await request(t.app).get(created.body.data.image);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    }
    const list = await request(t.app).get('/api/corporation/get/all').set('Cookie', actors.operator.cookie);
    expect(list.body.data.map((row: { name: string; sort: number }) => [row.name, row.sort])).toEqual([['operator 파트너', 1], ['division 파트너', 2], ['admin 파트너', 3]]);

    const first = list.body.data[0];
    const edited = await update(actors.operator.cookie, { id: String(first.id), name: '나눔 파트너스', description: '새 소개', link: 'http://nanum-partner.example', sort: '5' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ name: '나눔 파트너스', description: '새 소개', link: 'http://nanum-partner.example', sort: 3, image: first.image });

    const footer = await request(t.app).get('/api/partner/get/all');
    expect(footer.body.data.map((partner: { name: string }) => partner.name)).toEqual(['division 파트너', 'admin 파트너', '나눔 파트너스']);

    const removed = await request(t.app).delete('/api/corporation/set').set('Cookie', actors.operator.cookie).send({ id: first.id });
    expect(removed.body).toEqual({ status: 200, message: '기업을 삭제했습니다.' });
    expect((await request(t.app).get('/api/partner/get/all')).body.data).toHaveLength(2);
    expect(await storedFiles()).toHaveLength(2);
  });

  it('takes the position the list shows: 1 puts a partner first, 2 second, and the others close up', async () => {
    const ids: number[] = [];
    for (const name of ['가', '나', '다']) ids.push((await create(actors.operator.cookie, { name })).body.data.id);
    const names = async () => (await request(t.app).get('/api/corporation/get/all').set('Cookie', actors.operator.cookie)).body.data.map((row: { name: string; sort: number }) => `${row.sort}.${row.name}`);
    expect(await names()).toEqual(['1.가', '2.나', '3.다']);

    const moved = await update(actors.operator.cookie, { id: String(ids[2]), name: '다', sort: '1' });
    expect(moved.body.data.sort).toBe(1);
    expect(await names()).toEqual(['1.다', '2.가', '3.나']);
    await update(actors.operator.cookie, { id: String(ids[2]), name: '다', sort: '2' });
    expect(await names()).toEqual(['1.가', '2.다', '3.나']);
    const placed = await create(actors.operator.cookie, { name: '라', sort: '1' });
    expect(placed.body.data.sort).toBe(1);
    expect(await names()).toEqual(['1.라', '2.가', '3.다', '4.나']);
    // Saving without a position keeps it.
    await update(actors.operator.cookie, { id: String(ids[2]), name: '다 (수정)' });
    expect(await names()).toEqual(['1.라', '2.가', '3.다 (수정)', '4.나']);
    const footer = await request(t.app).get('/api/partner/get/all');
    expect(footer.body.data.map((partner: { name: string }) => partner.name)).toEqual(['라', '가', '다 (수정)', '나']);
    for (const id of [...ids, placed.body.data.id]) await request(t.app).delete('/api/corporation/set').set('Cookie', actors.operator.cookie).send({ id });
  });

  it('replaces the logo with a re-encoded image and removes the old file', async () => {
    const created = await create(actors.operator.cookie, { name: '로고 기업' });
    const replaced = await update(actors.operator.cookie, { id: String(created.body.data.id), name: '로고 기업' }, await pngImage(500, 500, { r: 200, g: 30, b: 30 }));
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.image).not.toBe(created.body.data.image);
    expect((await request(t.app).get(created.body.data.image)).status).toBe(404);
    expect(await storedFiles()).toEqual([replaced.body.data.image.split('/').pop()]);
  });

  it('saves a dragged order of every corporation, and refuses an order that misses one', async () => {
    const ids: number[] = [];
    for (const name of ['가', '나', '다']) ids.push((await create(actors.operator.cookie, { name })).body.data.id);
    const reordered = await request(t.app).put('/api/corporation/order').set('Cookie', actors.operator.cookie).send({ ids: [ids[2], ids[0], ids[1]] });
    expect(reordered.status).toBe(200);
    expect(reordered.body.data.map((row: { name: string }) => row.name)).toEqual(['다', '가', '나']);
    expect((await request(t.app).get('/api/partner/get/all')).body.data.map((row: { name: string }) => row.name)).toEqual(['다', '가', '나']);

    const partial = await request(t.app).put('/api/corporation/order').set('Cookie', actors.operator.cookie).send({ ids: [ids[0], ids[1]] });
    expect(partial.status).toBe(409);
    expect(partial.body.message).toBe('목록이 바뀌었습니다. 새로고침 후 다시 정렬해주세요.');
    expect((await request(t.app).get('/api/partner/get/all')).body.data.map((row: { name: string }) => row.name)).toEqual(['다', '가', '나']);
  });

  it('takes a path on this site as a partner link', async () => {
    const created = await create(actors.operator.cookie, { name: '사이트 안 파트너', link: '/social-award' });
    expect(created.status).toBe(200);
    const footer = await request(t.app).get('/api/partner/get/all');
    expect(footer.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ name: '사이트 안 파트너', link: '/social-award' })]));
    await request(t.app).delete('/api/corporation/set').set('Cookie', actors.operator.cookie).send({ id: created.body.data.id });
  });

  it('answers malformed forms with a clear Korean message and changes nothing', async () => {
    const created = await create(actors.operator.cookie, { name: '원래 기업', link: 'https://original.example' });
    const id = String(created.body.data.id);
    const before = await rows();
    const filesBefore = await storedFiles();

    const cases: Array<[string, request.Test, number, string]> = [
      ['missing id', update(actors.operator.cookie, { name: '바뀐 이름' }), 400, '대상 번호가 올바르지 않습니다.'],
      ['non-numeric id', update(actors.operator.cookie, { id: 'abc', name: '바뀐 이름' }), 400, '대상 번호가 올바르지 않습니다.'],
      ['position 0', update(actors.operator.cookie, { id, name: '바뀐 이름', sort: '0' }), 400, '순서는 1부터 9999 사이의 숫자로 입력해주세요.'],
      ['non-numeric sort', update(actors.operator.cookie, { id, name: '바뀐 이름', sort: 'first' }), 400, '순서는 1부터 9999 사이의 숫자로 입력해주세요.'],
      ['javascript: link', update(actors.operator.cookie, { id, name: '바뀐 이름', link: 'javascript:alert(1)' }), 400, '링크는 http:// 또는 https:// 로 시작하는 주소나 / 로 시작하는 사이트 안 경로(예: /youth)만 입력할 수 있습니다.'],
      ['data: link on create', create(actors.operator.cookie, { name: '새 기업', link: 'data:text/html,<script>alert(1)</script>' }), 400, '링크는 http:// 또는 https:// 로 시작하는 주소나 / 로 시작하는 사이트 안 경로(예: /youth)만 입력할 수 있습니다.'],
      ['empty name', update(actors.operator.cookie, { id, name: '   ' }), 400, '기업명을 입력해주세요. (최대 100자)'],
      ['a non-image image', update(actors.operator.cookie, { id, name: '바뀐 이름' }, Buffer.from('<?php system($_GET["c"]); ?>'), 'logo.png'), 400, '업로드 가능한 이미지 파일이 아닙니다.'],
      ['scripted SVG', update(actors.operator.cookie, { id, name: '바뀐 이름' }, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'logo.svg'), 400, '업로드 가능한 이미지 파일이 아닙니다.'],
      ['a 50 MB file', update(actors.operator.cookie, { id, name: '바뀐 이름' }, Buffer.alloc(50 * 1024 * 1024, 1)), 413, '이미지는 10MB 이하로 올려주세요.'],
      ['no logo on create', create(actors.operator.cookie, { name: '로고 없는 기업' }, null), 400, '기업 로고 이미지를 올려주세요.'],
      ['unknown id', update(actors.operator.cookie, { id: '999999', name: '없는 기업' }), 404, '존재하지 않는 기업입니다.'],
      ['delete without id', request(t.app).delete('/api/corporation/set').set('Cookie', actors.operator.cookie).send({}), 400, '대상 번호가 올바르지 않습니다.'],
    ];
    for (const [what, pending, status, message] of cases) {
      const res = await pending;
      expect(res.status, what).toBe(status);
      expect(res.body.message, what).toBe(message);
    }
    expect(await rows()).toEqual(before);
    expect(await storedFiles()).toEqual(filesBefore);
    expect((await auditEntries(t.db, 'corporation')).map((entry) => entry.action)).toEqual(['corporation.create']);
  });

  it('ignores fields it does not own (mass assignment) and records every change in the audit log', async () => {
    const created = await create(actors.operator.cookie, { name: '감사 기업', image: '/etc/passwd', created_at: '2000-01-01', power: '2' });
    expect(created.status).toBe(200);
    expect(created.body.data.image).toMatch(/^\/api\/files\/corporation\//);
    const id = created.body.data.id as number;
    await update(actors.operator.cookie, { id: String(id), name: '감사 기업 2' });
    await request(t.app).delete('/api/corporation/set').set('Cookie', actors.admin.cookie).send({ id });

    const entries = await auditEntries(t.db, 'corporation');
    expect(entries.map((entry) => [entry.action, entry.user_id, entry.target_id])).toEqual([
      ['corporation.create', actors.operator.id, id],
      ['corporation.update', actors.operator.id, id],
      ['corporation.delete', actors.admin.id, id],
    ]);
    expect(JSON.parse(entries[1].before_json).name).toBe('감사 기업');
    expect(JSON.parse(entries[1].after_json).name).toBe('감사 기업 2');

    const log = await request(t.app).get('/api/admin/audit').set('Cookie', actors.operator.cookie);
    expect(log.status).toBe(200);
    expect(log.body.data.list[0]).toMatchObject({ action: 'corporation.delete', actorName: '관리자', targetType: 'corporation', targetId: id, after: null, before: { name: '감사 기업 2' } });
    expect(log.body.data.list[0]).not.toHaveProperty('ip');
  });
});
