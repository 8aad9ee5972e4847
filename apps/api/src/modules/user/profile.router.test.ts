import fs from 'node:fs';
import path from 'node:path';
import { encode as encodeBmp } from 'bmp-ts';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, loginCookie, TEST_PASSWORD } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';

const png = (width = 640, height = 480) => sharp({ create: { width, height, channels: 3, background: '#0f6b63' } }).png().toBuffer();

/** A 24-bit BMP of the given size (bmp-ts takes ABGR pixels). */
function bmp(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4, 0xff);
  return encodeBmp({ data, width, height, bitPP: 24 } as Parameters<typeof encodeBmp>[0]).data;
}

/** CRC-32 of PNG chunks. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A tiny PNG whose header claims 50000 x 50000 pixels (a decompression bomb's first step). */
async function pixelFlood(): Promise<Buffer> {
  const file = Buffer.from(await png(1, 1));
  file.writeUInt32BE(50_000, 16);
  file.writeUInt32BE(50_000, 20);
  file.writeUInt32BE(crc32(file.subarray(12, 29)), 29);
  return file;
}

describe.each(testDialects())('profile API (%s)', (dialect) => {
  let t: TestApp;
  let member: { id: number; email: string };
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    member = await createTestUser(t.db, { name: '이하늘', type: 2, cardinal: 2, rank: 2 });
    await t.db('users').where({ id: member.id }).update({ number: '010-1111-2222', address: '서울시 종로구 1', birthday: '2008-03-01', university: '나눔고', department: '2학년' });
    cookie = await loginCookie(t.app, member.email);
  });
  afterAll(async () => {
    await t.drop();
  });

  const row = () => t.db('users').where({ id: member.id }).first('number', 'address', 'university', 'department', 'mbti', 'image', 'password_hash');

  describe('each field: a bad value is refused with the SPEC message and changes nothing; a good one is saved', () => {
    const cases = [
      { path: '/api/user/set/profile/number', bad: [{ number: '01012345678' }, { number: '   ' }, { number: '010-1234-56789' }, { number: ['010-1234-5678'] }, {}], good: { number: ' 010-2345-6789 ' }, message: '연락처를 입력해주세요.', ok: '연락처가 변경되었습니다.', column: 'number', value: '010-2345-6789' },
      { path: '/api/user/set/profile/address', bad: [{ address: '  ' }, { address: 12 }, { address: 'ㄱ'.repeat(256) }], good: { address: '부산광역시 해운대구 센텀중앙로 79, 101동 1001호' }, message: '주소를 입력해주세요.', ok: '주소가 변경되었습니다.', column: 'address', value: '부산광역시 해운대구 센텀중앙로 79, 101동 1001호' },
      { path: '/api/user/set/profile/university', bad: [{ university: '나눔대학교', department: ' ' }, { university: '가'.repeat(21), department: '사회복지학과' }, { university: null, department: '사회복지학과' }], good: { university: '나눔대학교', department: '사회복지학과' }, message: '학교 / 학과를 입력해주세요.', ok: '학교 / 학과가 변경되었습니다.', column: 'university', value: '나눔대학교' },
    ] as const;
    for (const c of cases) {
      it(c.path, async () => {
        const before = await row();
        for (const body of c.bad) {
          const res = await request(t.app).post(c.path).set('cookie', cookie).send(body);
          expect(res.status, JSON.stringify(body)).toBe(400);
          if (!(c.column === 'address' && JSON.stringify(body).length > 200)) expect(res.body.message).toBe(c.message);
        }
        expect(await row()).toEqual(before);
        const res = await request(t.app).post(c.path).set('cookie', cookie).send(c.good);
        expect(res.status).toBe(200);
        expect(res.body.message).toBe(c.ok);
        expect(res.body.user).toMatchObject({ id: member.id, [c.column]: c.value });
        expect((await row())[c.column]).toBe(c.value);
      });
    }
  });

  it('MBTI: 0, 17 and text are refused with "MBTI를 선택해주세요."; 13 (ENFP) is saved', async () => {
    for (const mbti of [0, 17, '13', 2.5, null]) {
      const res = await request(t.app).put('/api/user/mbti').set('cookie', cookie).send({ mbti });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('MBTI를 선택해주세요.');
    }
    const res = await request(t.app).put('/api/user/mbti').set('cookie', cookie).send({ mbti: 13 });
    expect(res.body).toMatchObject({ status: 200, message: 'MBTI가 변경되었습니다.', data: { user: { id: member.id, mbti: 13 } } });
    expect(Number((await row()).mbti)).toBe(13);
  });

  it('refuses every change from a visitor and from an unverified member', async () => {
    const unverified = await createTestUser(t.db, { certify: false });
    const theirCookie = await loginCookie(t.app, unverified.email);
    for (const c of [undefined, theirCookie]) {
      const req = request(t.app).post('/api/user/set/profile/number').send({ number: '010-9999-8888' });
      const res = await (c ? req.set('cookie', c) : req);
      expect(res.status).toBe(c ? 403 : 401);
    }
    expect((await t.db('users').where({ id: unverified.id }).first('number')).number).toBeNull();
  });

  describe('password', () => {
    it('needs the right current password and the SPEC pattern; ends the other sessions but keeps this one', async () => {
      const user = await createTestUser(t.db);
      const first = await loginCookie(t.app, user.email);
      const second = await loginCookie(t.app, user.email);
      const send = (body: object) => request(t.app).post('/api/user/set/profile/password').set('cookie', first).send(body);

      for (const body of [{ beforePassword: TEST_PASSWORD, afterPassword: 'short1!' }, { beforePassword: TEST_PASSWORD, afterPassword: 'nodigits!!' }, { beforePassword: TEST_PASSWORD }]) {
        const res = await send(body);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('한번 더 입력란을 확인해주세요.');
      }
      const wrong = await send({ beforePassword: 'Wrong#2026', afterPassword: 'Better#2027' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('현재 비밀번호가 일치하지 않습니다.');

      const res = await send({ beforePassword: TEST_PASSWORD, afterPassword: 'Better#2027' });
      expect(res.body).toEqual({ status: 200, message: '비밀번호가 변경되었습니다.' });
      const renewed = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('nanum.sid='))?.split(';')[0] as string;
      const self = (c: string) => request(t.app).get('/api/user/get/self/information').set('cookie', c);
      expect((await self(renewed)).body.data).toMatchObject({ id: user.id });
      expect((await self(second)).body.data).toBeNull();
      expect((await request(t.app).post('/api/user/login').send({ passid: user.email, password: TEST_PASSWORD })).status).toBe(401);
      expect((await request(t.app).post('/api/user/login').send({ passid: user.email, password: 'Better#2027' })).status).toBe(200);
    });

    it('is refused for a social-login account (passport not 0)', async () => {
      const social = await createTestUser(t.db, { passport: 1 });
      const res = await request(t.app)
        .post('/api/user/set/profile/password')
        .set('cookie', await loginCookie(t.app, social.email))
        .send({ beforePassword: TEST_PASSWORD, afterPassword: 'Better#2027' });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('소셜 로그인 회원은 비밀번호를 변경할 수 없습니다.');
    });
  });

  describe('image', () => {
    const upload = (content: Buffer, filename: string, contentType: string) =>
      request(t.app).post('/api/user/set/profile/image').set('cookie', cookie).attach('image', content, { filename, contentType });

    it('stores a PNG as a clean 400x400 WebP served from /api/files with safe headers, and removes the old one', async () => {
      const res = await upload(await png(), 'me.png', 'image/png');
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('프로필 이미지가 변경되었습니다.');
      const image: string = res.body.user.image;
      expect(image).toMatch(/^\/api\/files\/profile\/[a-f0-9]{32}\.webp$/);
      const served = await request(t.app).get(image).buffer(true).parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(served.body as Buffer).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 400]);

      const second = await upload(bmp(32, 16), 'old.bmp', 'image/bmp');
      expect(second.status).toBe(200);
      expect(second.body.user.image).not.toBe(image);
      const oldFile = path.join(t.config.uploadDir, 'profile', image.split('/').pop() as string);
      expect(fs.existsSync(oldFile)).toBe(false);
      expect((await request(t.app).get(image)).status).toBe(404);
    });

    it('judges by content: a renamed text file, an SVG, a GIF and a pixel flood are refused and nothing changes', async () => {
      const before = (await row()).image;
      const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).gif().toBuffer();
      const flood = await pixelFlood();
      const attempts = [
        [Buffer.from('이것은 이미지가 아닙니다'), 'photo.png', 'image/png'],
        [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'x.svg', 'image/svg+xml'],
        [gif, 'anim.gif', 'image/gif'],
        [flood, 'flood.png', 'image/png'],
        [Buffer.from('<?php system($_GET["c"]); ?>'), 'shell.php.jpg', 'image/jpeg'],
      ] as const;
      for (const [content, name, type] of attempts) {
        const res = await upload(content, name, type);
        expect(res.status, name).toBe(400);
        // The flood's pixel count is read from its header: refused unread, with the cap in the message.
        expect(res.body.message).toBe(content === flood ? '프로필 이미지는 1600만 화소 이하로 올려주세요.' : '업로드 가능한 이미지 파일이 아닙니다.');
      }
      expect((await row()).image).toBe(before);
    });

    it('refuses a file over 5 MB and a request without a file', async () => {
      const big = await upload(Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024)]), 'big.png', 'image/png');
      expect(big.status).toBe(413);
      expect(big.body.message).toBe('프로필 이미지는 5MB 이하로 올려주세요.');
      const none = await request(t.app).post('/api/user/set/profile/image').set('cookie', cookie).field('image', 'text');
      expect(none.status).toBe(400);
      expect(none.body.message).toBe('업로드할 이미지를 선택해주세요.');
    });

    it('never serves a name we did not generate', async () => {
      for (const p of ['/api/files/profile/..%2F..%2Fsession-secret', '/api/files/profile/x.webp', '/api/files/other/0123456789abcdef0123456789abcdef.webp']) {
        expect((await request(t.app).get(p)).status).toBe(404);
      }
    });
  });

  describe('another member’s profile', () => {
    const view = async (c?: string) => {
      const req = request(t.app).get(`/api/user/get/${member.id}`);
      return (await (c ? req.set('cookie', c) : req)).body.data;
    };
    const setVisibility = (visibility: Record<string, string>) => request(t.app).put('/api/user/profile/visibility').set('cookie', cookie).send({ visibility });
    const open = { gender: 'members', mbti: 'members', affiliation: 'members', cohort: 'members', activity: 'members' };

    it('shows a visitor the name and picture only', async () => {
      const data = await view();
      expect(data).toMatchObject({ id: member.id, name: '이하늘', type: 0, rank: 0, cardinal: 0, gender: 0, mbti: 0, campaignList: [], teamName: null, divisionName: null, email: null, number: null, address: null, birthday: null, university: null, department: null });
      expect(data.masked).toEqual(expect.arrayContaining(['email', 'birthday', 'gender', 'mbti', 'type', 'rank', 'cardinal', 'teamName', 'divisionName', 'campaignList']));
      expect(JSON.stringify(data)).not.toMatch(/010-|종로|2008-03-01|nanum\.example|password|session|profileVisibility/);
      expect(data.alarm).toBeUndefined();
    });

    it('shows members what the owner opened, private contact values never; the member and operators see everything', async () => {
      const other = await loginCookie(t.app, (await createTestUser(t.db)).email);
      const operator = await createTestUser(t.db, { power: 1 });
      const data = await view(other);
      expect(data).toMatchObject({ id: member.id, name: '이하늘', type: 2, rank: 2, cardinal: 2, email: null, number: null, address: null, birthday: null, university: null, department: null });
      expect(data.masked).toEqual(['email', 'birthday', 'number', 'address', 'university', 'department']);
      expect(JSON.stringify(data)).not.toMatch(/010-|종로|2008-03-01|nanum\.example|password|session|profileVisibility/);

      const closed = await setVisibility({ ...open, mbti: 'private', affiliation: 'private', cohort: 'private' });
      expect(closed.status).toBe(200);
      expect(closed.body.message).toBe('공개 범위가 저장되었습니다.');
      expect(closed.body.data.user.profileVisibility).toEqual({ ...open, mbti: 'private', affiliation: 'private', cohort: 'private' });
      try {
        const limited = await view(other);
        expect(limited).toMatchObject({ type: 0, rank: 0, cardinal: 0, mbti: 0, teamName: null });
        expect(limited.masked).toEqual(['email', 'birthday', 'number', 'address', 'university', 'department', 'mbti', 'type', 'rank', 'cardinal', 'team', 'teamName', 'teamImage', 'division', 'divisionName', 'endOfActivity']);
        expect(await view(cookie)).toMatchObject({ email: member.email, type: 2, rank: 2, cardinal: 2, masked: [] });
        expect(await view(await loginCookie(t.app, operator.email))).toMatchObject({ email: member.email, birthday: '2008-03-01', type: 2, cardinal: 2, masked: [] });
      } finally {
        await setVisibility(open);
      }
    });

    it('refuses an incomplete or unknown visibility in Korean and keeps the stored one', async () => {
      const stored = () => t.db('users').where({ id: member.id }).first('profile_visibility');
      const before = await stored();
      for (const [visibility, message] of [
        [{ ...open, gender: 'everyone' }, '공개 범위는 회원 공개 또는 비공개 중에서 골라주세요.'],
        [{ gender: 'private' }, '공개 범위는 회원 공개 또는 비공개 중에서 골라주세요.'],
        ['private', '공개 범위를 모든 항목에 대해 골라주세요.'],
      ] as const) {
        const res = await request(t.app).put('/api/user/profile/visibility').set('cookie', cookie).send({ visibility });
        expect(res.status, JSON.stringify(visibility)).toBe(400);
        expect(res.body.message).toBe(message);
      }
      expect((await request(t.app).put('/api/user/profile/visibility').send({ visibility: open })).status).toBe(401);
      expect(await stored()).toEqual(before);
    });

    it('keeps a finished activity (endOfActivity) with 기수/팀: closed to members when the owner closes the cohort', async () => {
      const champ = await createTestUser(t.db, { name: '활동마친챔프', type: 2, rank: 2, cardinal: 3 });
      await t.db('users').where({ id: champ.id }).update({ end_of_activity: 1 });
      const viewOf = async (c?: string) => {
        const req = request(t.app).get(`/api/user/get/${champ.id}`);
        return (await (c ? req.set('cookie', c) : req)).body.data;
      };
      const other = await loginCookie(t.app, (await createTestUser(t.db)).email);
      const operator = await loginCookie(t.app, (await createTestUser(t.db, { power: 1 })).email);
      expect(await viewOf(other)).toMatchObject({ cardinal: 3, endOfActivity: true, masked: ['email', 'birthday', 'number', 'address', 'university', 'department'] });

      await t.db('users').where({ id: champ.id }).update({ profile_visibility: JSON.stringify({ ...open, cohort: 'private' }) });
      const closed = await viewOf(other);
      expect(closed).toMatchObject({ cardinal: 0, teamName: null, endOfActivity: false });
      expect(closed.masked).toEqual(expect.arrayContaining(['cardinal', 'endOfActivity']));
      expect(await viewOf(operator)).toMatchObject({ cardinal: 3, endOfActivity: true, masked: [] });
      const visitor = await viewOf();
      expect(visitor).toMatchObject({ endOfActivity: false });
      expect(visitor.masked.filter((field: string) => field === 'endOfActivity')).toEqual(['endOfActivity']);
    });

    it('shows a revoked verification (certifyRevoked) only where the verification is shown: never to a visitor', async () => {
      const revoked = await createTestUser(t.db, { name: '인증취소회원', certify: false });
      await t.db('users').where({ id: revoked.id }).update({ certify_revoked_at: '2026-01-05 00:00:00' });
      const get = (c?: string) => {
        const req = request(t.app).get(`/api/user/get/${revoked.id}`);
        return c ? req.set('cookie', c) : req;
      };
      const visitor = (await get()).body.data;
      expect(visitor).toMatchObject({ certify: false, certifyRevoked: false });
      expect(visitor.masked).toEqual(expect.arrayContaining(['certify', 'certifyRevoked']));
      const other = await loginCookie(t.app, (await createTestUser(t.db)).email);
      const member = (await get(other)).body.data;
      expect(member).toMatchObject({ certify: false, certifyRevoked: true });
      expect(member.masked).not.toContain('certifyRevoked');
    });

    it('answers a withdrawn member’s profile as an unknown one’s, to members, operators and visitors alike', async () => {
      const leaving = await createTestUser(t.db, { name: '떠날회원', type: 2, rank: 2, cardinal: 4 });
      await t.db('users').where({ id: leaving.id }).update({ end_of_activity: 1 });
      const other = await loginCookie(t.app, (await createTestUser(t.db)).email);
      const operator = await loginCookie(t.app, (await createTestUser(t.db, { power: 2 })).email);
      const get = (c?: string) => {
        const req = request(t.app).get(`/api/user/get/${leaving.id}`);
        return c ? req.set('cookie', c) : req;
      };
      expect((await get(other)).body.data).toMatchObject({ name: '떠날회원', cardinal: 4 });
      const left = await request(t.app).post('/api/user/withdraw').set('cookie', await loginCookie(t.app, leaving.email)).send({ content: 'keep', password: TEST_PASSWORD });
      expect(left.status).toBe(200);
      for (const c of [other, operator, undefined]) {
        const res = await get(c);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ status: 404, message: '회원 정보를 찾을 수 없습니다.' });
      }
    });

    it('answers 404 for an unknown member and 400 for a malformed id', async () => {
      const missing = await request(t.app).get('/api/user/get/999999');
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('회원 정보를 찾을 수 없습니다.');
      expect((await request(t.app).get('/api/user/get/abc')).status).toBe(400);
    });
  });
});
