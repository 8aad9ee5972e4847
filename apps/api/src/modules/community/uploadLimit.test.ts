import fs from 'node:fs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_RATE_LIMIT } from '@nanum/shared/boardRules';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { createActors, createBoard, pngOf, type Actor } from './community.testkit';
import { boardUploadDir } from './upload.service';

const LIMITED = { status: 429, message: '짧은 시간에 파일을 너무 많이 올렸습니다. 15분 후에 다시 시도해주세요.' };

/** Uploads are limited per member: images and files count together, other members are not affected. */
describe.each(testDialects())('board upload rate limit (%s)', (dialect) => {
  let t: TestApp;
  let a: Record<'member' | 'other', Actor>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    a = await createActors(t);
    await createBoard(t.db, 'open');
  });
  afterAll(async () => {
    await t.drop();
  });

  const uploadFile = (cookie: string, index: number) =>
    request(t.app).post('/api/community/boards/open/uploads/file').set('cookie', cookie).attach('file', Buffer.from(`봉사 기록 ${index}\n`), `기록${index}.txt`);
  const uploadImage = async (cookie: string) =>
    request(t.app).post('/api/community/boards/open/uploads/image').set('cookie', cookie).attach('image', await pngOf(), '사진.png');
  const rowsOf = async (userId: number) => Number((await t.db('attachments').where({ user_id: userId }).count({ n: 'id' }))[0]?.n);
  const filesOnDisk = () => fs.readdirSync(boardUploadDir(t.config.uploadDir)).length;

  it(`takes ${UPLOAD_RATE_LIMIT.limit} uploads in ${UPLOAD_RATE_LIMIT.minutes} minutes from one member, then refuses in Korean and stores nothing`, async () => {
    for (let i = 0; i < UPLOAD_RATE_LIMIT.limit - 2; i += 1) expect((await uploadFile(a.member.cookie, i)).status).toBe(200);
    expect((await uploadImage(a.member.cookie)).status).toBe(200);
    expect((await uploadImage(a.member.cookie)).status).toBe(200);
    expect(await rowsOf(a.member.id)).toBe(UPLOAD_RATE_LIMIT.limit);
    const files = filesOnDisk();

    for (const refused of [await uploadFile(a.member.cookie, 999), await uploadImage(a.member.cookie)]) {
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual(LIMITED);
    }
    expect(await rowsOf(a.member.id)).toBe(UPLOAD_RATE_LIMIT.limit);
    expect(filesOnDisk()).toBe(files);

    // Counted per member, not per address: another member on the same address still uploads.
    expect((await uploadFile(a.other.cookie, 1)).status).toBe(200);
    expect(await rowsOf(a.other.id)).toBe(1);
  });
});
