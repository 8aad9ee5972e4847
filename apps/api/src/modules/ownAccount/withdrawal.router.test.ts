import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toDbDate } from '../../db/values';
import { createTestUser, loginCookie, TEST_PASSWORD } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects, type Dialect } from '../../test/testDb';
import type { Db } from '../../db/knex';
import { commentIdsMatching, phrasesOf, postIdsMatching } from '../../db/fullText';
import { insertedId } from '../../db/values';
import { createBoard } from '../community/community.testkit';
import { findUserById, type UserRow } from '../user/user.repo';
import { withdraw } from './ownAccount.service';
import { insertApprovedCampaigns, insertDivision, insertTeam, insertTestCampaign, insertTestParticipation } from '../youth/youth.testkit';

/** Every table of the schema, as the database lists them (a table added later is read too), each read whole after a withdrawal. */
async function everyTable(db: Db, dialect: Dialect): Promise<string[]> {
  const names =
    dialect === 'sqlite'
      ? ((await db('sqlite_master').where({ type: 'table' }).whereNot('name', 'like', 'sqlite_%').pluck('name')) as string[])
      : ((await db.raw('SHOW TABLES'))[0] as Record<string, string>[]).map((row) => Object.values(row)[0]!);
  return names.filter((name) => !name.startsWith('knex_')).sort();
}

/** Downloads a PDF answer as bytes. */
function pdfOf(call: request.Test): Promise<request.Response> {
  return call.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

const PERSONAL = { name: '탈퇴예정', birthday: '2004-07-21', number: '010-7777-8888', address: '서울시 마포구 비밀로 9', university: '비밀대학교', department: '비밀학과', guardian_name: '보호자비밀' };

describe.each(testDialects())('withdrawal (%s)', (dialect) => {
  let t: TestApp;

  const pushed: { room: string; event: string; payload: unknown }[] = [];
  beforeAll(async () => {
    t = await createTestApp(dialect, { TRUST_PROXY: '1' });
    // Record what the app pushes to users' rooms (no sockets are attached in API tests).
    const original = t.io.to.bind(t.io);
    t.io.to = ((room: string) => {
      const target = original(room);
      return { ...target, emit: (event: string, payload: unknown) => (pushed.push({ room, event, payload }), true) };
    }) as typeof t.io.to;
  });
  afterAll(async () => {
    await t.drop();
  });

  /** A member with something in every table that names them: profile, social link, alarm, posts, comments, a certificate, an admin edit. */
  async function richMember(label: string) {
    const member = await createTestUser(t.db, { name: PERSONAL.name, type: 2, rank: 2, cardinal: 1 });
    const divisionId = await insertDivision(t.db, `${label}본부`);
    const teamId = await insertTeam(t.db, divisionId, `${label}팀`);
    await t.db('users').where({ id: member.id }).update({ ...PERSONAL, end_of_activity: 1, mbti: 4, gender: 1, team_id: teamId, division_id: divisionId, image: '/api/files/profile/none.webp' });
    await t.db('social_identities').insert({ user_id: member.id, provider: 'kakao', provider_user_id: `k-${label}`, email: member.email });
    await t.db('alarms').insert({ user_id: member.id, title: `${PERSONAL.name}님 알림`, description: '내용' });
    const deviceId = insertedId(await t.db('push_devices').insert({ user_id: member.id, token: `token-${label}-${member.id}-${'x'.repeat(30)}`, platform: 'android' }));
    await t.db('push_outbox').insert({ device_id: deviceId, user_id: member.id, kind: 'comment', title: `${PERSONAL.name}님 알림`, body: PERSONAL.address, link: '/community' });
    await t.db('notification_settings').insert({ user_id: member.id, channels: '{}', digest: true, promotional_consent_at: '2026-01-01 00:00:00' });
    await t.db('email_codes').insert({ email: member.email, purpose: 'join', code_hash: 'h', expires_at: '2030-01-01 00:00:00' });
    await t.db('password_reset_tokens').insert({ user_id: member.id, token_hash: `t-${label}`, expires_at: '2030-01-01 00:00:00' });
    await insertApprovedCampaigns(t.db, member.id, 2, '2025-03');
    // An attendance record an operator corrected, naming the member in the reason.
    const participation = (await t.db('campaign_participations').where({ user_id: member.id }).first('id')).id as number;
    await t.db('participation_attendance').insert({ participation_id: participation, check_in_at: '2025-03-05 00:00:00', check_out_at: '2025-03-05 04:00:00', minutes_served: 240, corrected_at: '2025-03-06 00:00:00', correction_reason: `${PERSONAL.name} 지각` });
    const cookie = await loginCookie(t.app, member.email);
    const issued = await request(t.app).get('/api/user/get/self/certificate').set('cookie', cookie);
    expect(issued.status).toBe(200);
    const number = (await t.db('certificates').where({ user_id: member.id }).first('number')).number as string;
    await t.db('audit_log').insert({ user_id: null, actor_name: '관리자', action: 'member.update', target_type: 'member', target_id: member.id, before_json: JSON.stringify({ name: PERSONAL.name, email: member.email, rank: 1 }), after_json: JSON.stringify({ name: PERSONAL.name, email: member.email, rank: 2 }) });
    // A gift, kept by tax law after the withdrawal (detached from the account, the donor still named).
    await t.db('donations').insert({ payment_id: `donation-${label === '남김' ? 'a' : 'b'}${'0'.repeat(23)}`, user_id: member.id, method: 'card', amount: 30000, state: 'paid', donor_name: PERSONAL.name, donor_email: member.email, donor_phone: PERSONAL.number });
    const href = `leave${label === '남김' ? 'keep' : 'delete'}`;
    await createBoard(t.db, href);
    const post = await request(t.app).post(`/api/community/boards/${href}/posts`).set('cookie', cookie).send({ title: `${label} 글 제목`, content: `<p>${label} 글 본문</p>` });
    expect(post.status).toBe(200);
    const postId = Number(post.body.data?.id ?? post.body.id);
    const draft = await request(t.app).put(`/api/community/boards/${href}/draft`).set('cookie', cookie).send({ title: `${PERSONAL.address} 초안`, content: `<p>${PERSONAL.university}</p>` });
    expect(draft.status).toBe(200);
    const comment = await request(t.app).post(`/api/community/posts/${postId}/comments`).set('cookie', cookie).send({ description: `${label} 댓글 본문` });
    expect(comment.status).toBe(200);
    // A neighbour whose post the member comments on and whose comment the member answers: the neighbour's alarms quote the member's name and words.
    const neighbour = await createTestUser(t.db, { name: `${label}이웃` });
    const neighbourCookie = await loginCookie(t.app, neighbour.email);
    const theirs = await request(t.app).post(`/api/community/boards/${href}/posts`).set('cookie', neighbourCookie).send({ title: '이웃 글', content: '<p>이웃 본문</p>' });
    const theirPostId = Number(theirs.body.data.id);
    expect((await request(t.app).post(`/api/community/posts/${theirPostId}/comments`).set('cookie', cookie).send({ description: `${label} 이웃 글에 쓴 댓글` })).status).toBe(200);
    const theirComment = await request(t.app).post(`/api/community/posts/${theirPostId}/comments`).set('cookie', neighbourCookie).send({ description: '이웃 댓글' });
    const parentId = theirComment.body.data.find((c: { description: string }) => c.description === '이웃 댓글').id;
    expect((await request(t.app).post(`/api/community/posts/${theirPostId}/comments`).set('cookie', cookie).send({ description: `${label} 이웃에게 쓴 답글`, parentId })).status).toBe(200);
    return { ...member, cookie, number, postId, neighbour: { id: neighbour.id, cookie: neighbourCookie } };
  }

  /** The alarm list (title, description) the neighbour's bell shows. */
  async function bellOf(neighbour: { id: number; cookie: string }): Promise<string[][]> {
    const res = await request(t.app).get(`/api/alarm/get/${neighbour.id}`).set('cookie', neighbour.cookie);
    expect(res.status).toBe(200);
    return res.body.data.map((alarm: { title: string; description: string }) => [alarm.title, alarm.description]);
  }

  /**
   * Every cell of every table, as text, that holds one of the member's personal values; donations
   * aside, whose records the law keeps for years (donationsKept checks them).
   */
  async function personalLeft(email: string): Promise<string[]> {
    const found: string[] = [];
    const tables = await everyTable(t.db, dialect);
    expect(tables).toEqual(expect.arrayContaining(['users', 'posts', 'post_drafts', 'certificates', 'audit_log', 'donations']));
    for (const table of tables.filter((name) => name !== 'donations')) {
      const rows = (await t.db(table).select('*')) as Record<string, unknown>[];
      for (const row of rows) {
        for (const [column, value] of Object.entries(row)) {
          const text = typeof value === 'string' ? value : '';
          for (const secret of [...Object.values(PERSONAL), email]) if (text.includes(secret)) found.push(`${table}.${column}: ${secret}`);
        }
      }
    }
    return found;
  }

  /** The member's gifts stay, detached from the account, with the donor's name and contact for receipts. */
  async function donationsKept(email: string): Promise<void> {
    const rows = await t.db('donations').where({ donor_email: email }).select('user_id', 'donor_name', 'amount', 'state');
    expect(rows).toEqual([{ user_id: null, donor_name: PERSONAL.name, amount: 30000, state: 'paid' }]);
  }

  it('refuses without the right password and changes nothing', async () => {
    const member = await createTestUser(t.db, { name: '남을회원' });
    const cookie = await loginCookie(t.app, member.email);
    const before = await t.db('users').where({ id: member.id }).first();
    for (const [body, message] of [
      [{ content: 'keep' }, '비밀번호를 입력해주세요.'],
      [{ content: 'keep', password: 'Wrong#2026' }, '비밀번호가 일치하지 않습니다.'],
      [{ content: 'maybe', password: TEST_PASSWORD }, '게시글과 댓글을 어떻게 할지 선택해주세요.'],
    ] as const) {
      const res = await request(t.app).post('/api/user/withdraw').set('cookie', cookie).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await t.db('users').where({ id: member.id }).first()).toEqual(before);
    expect((await request(t.app).get('/api/user/get/self/information').set('cookie', cookie)).body.data.id).toBe(member.id);
  });

  it('keeping posts: nothing personal is left in any table, the login is gone, posts read "탈퇴한 회원", the certificate verifies with the masked name, the address signs up again', async () => {
    const member = await richMember('남김');
    expect(await bellOf(member.neighbour)).toEqual([
      ['내 댓글에 답글이 달렸습니다.', '탈퇴예정: 남김 이웃에게 쓴 답글'],
      ['내 글에 댓글이 달렸습니다.', '탈퇴예정: 남김 이웃 글에 쓴 댓글'],
    ]);
    const otherSession = await loginCookie(t.app, member.email);
    pushed.length = 0;
    const res = await request(t.app).post('/api/user/withdraw').set('cookie', member.cookie).send({ content: 'keep', password: TEST_PASSWORD });
    // The neighbour's open bell drops those alarms at once, with nothing new to announce.
    expect(pushed.filter((p) => p.room === `user:${member.neighbour.id}`).map((p) => p.payload)).toEqual([{ alarmData: [], unread: 0, alarmContent: null }]);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('회원 탈퇴가 완료되었습니다. 그동안 이용해주셔서 감사합니다.');
    expect(String(res.headers['set-cookie'])).toContain('nanum.sid=;');

    expect(await personalLeft(member.email)).toEqual([]);
    // The neighbour's alarms that quoted the member are gone (their name goes at once, whatever becomes of the text).
    expect(await bellOf(member.neighbour)).toEqual([]);
    await donationsKept(member.email);
    const row = await t.db('users').where({ id: member.id }).first();
    expect(row).toMatchObject({ name: '탈퇴한 회원', email: `withdrawn-${member.id}@withdrawn.invalid`, email_key: null, password_hash: null, image: null, mbti: 0, team_id: null, hidden: 1 });
    expect(row.withdrawn_at).not.toBeNull();
    for (const table of ['social_identities', 'alarms', 'password_reset_tokens', 'push_devices', 'push_outbox', 'notification_settings']) expect(await t.db(table).where({ user_id: member.id }), table).toEqual([]);

    // Both sessions are over, and the login fails.
    for (const cookie of [member.cookie, otherSession]) expect((await request(t.app).get('/api/user/get/self/information').set('cookie', cookie)).body.data).toBeNull();
    const login = await request(t.app).post('/api/user/login').send({ passid: member.email, password: TEST_PASSWORD });
    expect(login.status).toBe(401);

    // The post stays under "탈퇴한 회원" (no author).
    const post = await t.db('posts').where({ id: member.postId }).first('user_id', 'title', 'deleted_at');
    expect(post).toEqual({ user_id: null, title: '남김 글 제목', deleted_at: null });
    expect(await t.db('comments').where({ post_id: member.postId }).first('user_id', 'description')).toEqual({ user_id: null, description: '남김 댓글 본문' });

    const verify = await request(t.app).get(`/api/certificate/verify/${member.number}`);
    expect(verify.body.data).toMatchObject({ state: 'genuine', certifies: { maskedName: '탈**정' } });

    const audit = await t.db('audit_log').where({ action: 'member.withdraw', target_id: member.id }).first('actor_name', 'after_json');
    expect(audit).toEqual({ actor_name: '탈퇴한 회원', after_json: JSON.stringify({ content: 'keep' }) });

    // The address is free again.
    const again = await createTestUser(t.db, { email: member.email, name: '다시가입' });
    expect(again.id).not.toBe(member.id);
  });

  it('leaves the member’s open campaign applications: a place they held goes to the first waiting member, who is alarmed; credited records stay', async () => {
    const member = await createTestUser(t.db, { name: '떠나는회원', type: 2 });
    const cookie = await loginCookie(t.app, member.email);
    const waiting = await createTestUser(t.db, { name: '기다린회원', type: 2 });
    const full = await insertTestCampaign(t.db, { name: '정원 한 명 캠페인', startDate: '2099-04-01', capacity: 1 });
    const other = await insertTestCampaign(t.db, { startDate: '2099-05-01', capacity: 1 });
    const served = await insertTestCampaign(t.db, { startDate: '2025-05-01' });
    await insertTestParticipation(t.db, full, member.id, 'applied');
    await insertTestParticipation(t.db, full, waiting.id, 'waiting');
    await insertTestParticipation(t.db, other, member.id, 'waiting');
    await insertTestParticipation(t.db, served, member.id, 'approved');
    const res = await request(t.app).post('/api/user/withdraw').set('cookie', cookie).send({ content: 'keep', password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(await t.db('campaign_participations').where({ user_id: member.id }).select('campaign_id', 'status')).toEqual([{ campaign_id: served, status: 'approved' }]);
    expect(await t.db('campaign_participations').where({ user_id: waiting.id }).first('status')).toEqual({ status: 'applied' });
    expect(await t.db('alarms').where({ user_id: waiting.id }).select('title', 'sub_title')).toEqual([{ title: '대기 중이던 캠페인에 자리가 났습니다', sub_title: '정원 한 명 캠페인' }]);
  });

  it('deleting posts: the member’s posts and comments are erased and counted out', async () => {
    const member = await richMember('삭제');
    await t.db('attachments').insert({ post_id: member.postId, user_id: member.id, kind: 'file', original_name: `${PERSONAL.name}_이력서.pdf`, stored_name: `${'a'.repeat(32)}.pdf`, mime: 'application/pdf', size: 10 });
    const res = await request(t.app).post('/api/user/withdraw').set('cookie', member.cookie).send({ content: 'delete', password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(await personalLeft(member.email)).toEqual([]);
    expect(await bellOf(member.neighbour)).toEqual([]);
    expect(JSON.stringify(await t.db('alarms').select('description'))).not.toContain('이웃 글에 쓴 댓글');
    await donationsKept(member.email);
    const post = await t.db('posts').where({ id: member.postId }).first('user_id', 'title', 'content', 'deleted_at', 'comment_count');
    expect(post).toMatchObject({ user_id: null, title: '탈퇴한 회원이 삭제한 글입니다.', comment_count: 0 });
    expect(post.deleted_at).not.toBeNull();
    expect(JSON.stringify(await t.db('comments').where({ post_id: member.postId }).select('description'))).not.toContain('삭제 댓글 본문');
    // The search index forgot their words too (post_search and comment_search hold the erased text's tokens).
    expect(await t.db.from(postIdsMatching(t.db, 'titleContent', phrasesOf(['삭제', '글', '본문'])).as('found')).pluck('id')).toEqual([]);
    const boardId = Number((await t.db('posts').where({ id: member.postId }).first('board_id')).board_id);
    expect(await t.db.from(commentIdsMatching(t.db, boardId, phrasesOf(['삭제', '댓글', '본문'])).as('found')).pluck('id')).toEqual([]);
    expect(await t.db.from(postIdsMatching(t.db, 'title', phrasesOf(['삭제한 글입니다'])).as('found')).pluck('id')).toContain(member.postId);
    // The file is no longer the post's: the upload sweep takes it (and its row, which named the member).
    expect(await t.db('attachments').where({ stored_name: `${'a'.repeat(32)}.pdf` }).first('post_id', 'user_id')).toEqual({ post_id: null, user_id: null });
    const list = await request(t.app).get(`/api/community/posts/${member.postId}`);
    expect(list.status).toBe(404);
  });

  it('the last active admin cannot withdraw (nor two admins at once leave none); with another admin they can', async () => {
    // The only active admins are the two made here.
    await t.db('users').where({ power: 2 }).update({ hidden: 1 });
    const [first, second] = [await createTestUser(t.db, { name: '관리자하나', power: 2 }), await createTestUser(t.db, { name: '관리자둘', power: 2 })];
    const cookies = [await loginCookie(t.app, first.email), await loginCookie(t.app, second.email)];
    const leave = (cookie: string) => request(t.app).post('/api/user/withdraw').set('cookie', cookie).send({ content: 'keep', password: TEST_PASSWORD });
    const both = await Promise.all(cookies.map(leave));
    expect(both.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(both.find((res) => res.status === 409)?.body.message).toBe('마지막 관리자는 탈퇴할 수 없습니다. 다른 회원에게 관리자 권한을 준 뒤 탈퇴해주세요.');
    const stayed = both[0]!.status === 409 ? first : second;
    expect(await t.db('users').where({ id: stayed.id }).first('name', 'power')).toEqual({ name: stayed === first ? '관리자하나' : '관리자둘', power: 2 });
    const again = await leave(cookies[stayed === first ? 0 : 1]!);
    expect([again.status, again.body.message]).toEqual([409, '마지막 관리자는 탈퇴할 수 없습니다. 다른 회원에게 관리자 권한을 준 뒤 탈퇴해주세요.']);
    // A withdrawn account with the admin's role fields (a row kept for its records) is no admin: nobody could log in as it.
    const gone = await createTestUser(t.db, { name: '떠난관리자', power: 2 });
    await t.db('users').where({ id: gone.id }).update({ withdrawn_at: toDbDate(new Date()), password_hash: null });
    expect((await leave(cookies[stayed === first ? 0 : 1]!)).status).toBe(409);
    // Another admin back: the last one may go.
    await createTestUser(t.db, { name: '새관리자', power: 2 });
    expect((await leave(cookies[stayed === first ? 0 : 1]!)).status).toBe(200);
  });

  describe('the member’s certificate PDFs, which staff still open after the withdrawal', () => {
    /** A youth champ who finished their activity and was issued a certificate; answers its number and file path. */
    async function certifiedChamp(): Promise<{ member: UserRow; number: string; file: string }> {
      const champ = await createTestUser(t.db, { name: '이다온', type: 2, rank: 2, cardinal: 1 });
      await t.db('users').where({ id: champ.id }).update({ birthday: '2004-05-19', end_of_activity: 1 });
      await insertApprovedCampaigns(t.db, champ.id, 2, '2025-03');
      const issued = await request(t.app).get('/api/user/get/self/certificate').set('cookie', await loginCookie(t.app, champ.email));
      expect(issued.status).toBe(200);
      return { member: (await findUserById(t.db, champ.id)) as UserRow, number: issued.body.number as string, file: issued.body.data as string };
    }

    /** The certificate file as the viewer downloads it: the answer, its Korean message when refused, its text (pdftotext) when a PDF. */
    async function download(file: string, cookie: string): Promise<{ res: request.Response; message?: string; text: string }> {
      const res = await pdfOf(request(t.app).get(file).set('cookie', cookie));
      if (res.status !== 200) return { res, message: (JSON.parse(String(res.body)) as { message: string }).message, text: '' };
      const pdfPath = path.join(t.dataDir, `withdrawn-${Date.now()}.pdf`);
      fs.writeFileSync(pdfPath, res.body as Buffer);
      return { res, text: execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' }) };
    }

    const staffCookies = async () => [
      await loginCookie(t.app, (await createTestUser(t.db, { name: '관리자', power: 2 })).email),
      await loginCookie(t.app, (await createTestUser(t.db, { name: '운영자', power: 1 })).email),
    ];

    it('are drawn again from the redacted snapshot: the masked name and no birth date, the same number and verification address', async () => {
      const { member, number, file } = await certifiedChamp();
      const staff = await staffCookies();
      const before = await download(file, staff[0]!);
      expect(before.text).toContain('이다온');
      expect(before.text).toContain('2004-05-19');
      const storedName = async () => (await t.db('certificates').where({ number }).first('file_name')).file_name as string;
      const original = await storedName();

      await withdraw(t.db, t.config.uploadDir, member, { content: 'keep', password: TEST_PASSWORD, ip: '127.0.0.1' }, t.config.publicUrl);

      for (const cookie of staff) {
        const { res, text } = await download(file, cookie);
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        for (const expected of ['봉사활동 확인서', '이*온', '1기', '총 8시간', '합계 2회', number, `http://nanum.test/certificate/verify/${number}`]) expect(text).toContain(expected);
        expect(text).not.toContain('이다온');
        expect(text).not.toContain('2004-05-19');
      }
      // The original file is gone from the storage: only the redrawn one is left.
      const stored = fs.readdirSync(path.join(t.config.uploadDir, 'certificates'));
      expect(stored).toContain(await storedName());
      expect(stored).not.toContain(original);
      const verify = await request(t.app).get(`/api/certificate/verify/${number}`);
      expect(verify.body.data).toMatchObject({ state: 'genuine', certifies: { maskedName: '이*온' } });
    });

    it('without the public address to draw the QR code with, are removed: the file answers 404 in Korean', async () => {
      const { member, file } = await certifiedChamp();
      await withdraw(t.db, t.config.uploadDir, member, { content: 'keep', password: TEST_PASSWORD, ip: '127.0.0.1' });
      for (const cookie of await staffCookies()) {
        const { res, message } = await download(file, cookie);
        expect([res.status, message]).toEqual([404, '활동 확인서를 찾을 수 없습니다.']);
      }
    });
  });

  it('a member without a password needs a fresh (social) login', async () => {
    const member = await createTestUser(t.db, { name: '소셜회원' });
    const cookie = await loginCookie(t.app, member.email);
    await t.db('users').where({ id: member.id }).update({ password_hash: null, passport: 1 });
    // Eleven minutes after the login.
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 11 * 60 * 1000);
    const stale = await request(t.app).post('/api/user/withdraw').set('cookie', cookie).send({ content: 'keep' });
    expect(stale.status).toBe(403);
    expect(stale.body.message).toContain('소셜 계정으로 다시 로그인해주세요');
    clock.mockRestore();
    expect((await t.db('users').where({ id: member.id }).first('name')).name).toBe('소셜회원');
    // Logged in again just now: the withdrawal goes through without a password.
    const fresh = await request(t.app).post('/api/user/withdraw').set('cookie', cookie).send({ content: 'keep' });
    expect(fresh.status).toBe(200);
    expect((await t.db('users').where({ id: member.id }).first('name')).name).toBe('탈퇴한 회원');
  });
});
