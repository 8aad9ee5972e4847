import { unzipSync } from 'fflate';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@nanum/shared/notificationSettings';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadAs } from '../../test/downloads';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { createBoard } from '../community/community.testkit';
import { insertApprovedCampaigns } from '../youth/youth.testkit';

const PHONE = `phone-token-${'p'.repeat(40)}:APA91bXyZ123`;
const TABLET = `tablet-token-${'t'.repeat(40)}:APA91bQwE456`;
const OTHERS_PHONE = `others-token-${'o'.repeat(40)}:APA91bOtH789`;

describe.each(testDialects())('my data download (%s)', (dialect) => {
  let t: TestApp;
  let member: { id: number; email: string };
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { TRUST_PROXY: '1' });
    member = await createTestUser(t.db, { name: '내려받기', type: 2, rank: 2, cardinal: 1 });
    await t.db('users').where({ id: member.id }).update({ number: '010-3333-4444', address: '대전시 서구 1' });
    cookie = await loginCookie(t.app, member.email);
    await createBoard(t.db, 'mydata');
    const post = await request(t.app).post('/api/community/boards/mydata/posts').set('cookie', cookie).send({ title: '=SUM(A1) 내 글', content: '<p>본문, "따옴표"</p>' });
    const postId = Number(post.body.data?.id ?? post.body.id);
    await request(t.app).post(`/api/community/posts/${postId}/comments`).set('cookie', cookie).send({ description: '내 댓글' });
    await request(t.app).put('/api/community/boards/mydata/draft').set('cookie', cookie).send({ title: '쓰던 글', content: '<p>아직 쓰는 중</p>' });
    await t.db('alarms').insert({ user_id: member.id, title: '알림 제목', description: '알림 내용' });
    await insertApprovedCampaigns(t.db, member.id, 1, '2025-05');
    const other = await createTestUser(t.db, { name: '남의회원' });
    await t.db('alarms').insert({ user_id: other.id, title: '남의 알림', description: '비밀' });
    // Two phones (registered through the app, push on or not), and the member's settings: comment pushes off, promotional consent given.
    await t.db('push_devices').insert([
      { user_id: member.id, token: PHONE, platform: 'android', created_at: '2026-10-01 01:02:03', updated_at: '2026-11-20 04:05:06' },
      { user_id: member.id, token: TABLET, platform: 'ios', created_at: '2026-11-02 00:00:00', updated_at: '2026-11-02 00:00:00' },
      { user_id: other.id, token: OTHERS_PHONE, platform: 'android', created_at: '2026-11-03 00:00:00', updated_at: '2026-11-03 00:00:00' },
    ]);
    const settings = await request(t.app)
      .put('/api/user/notifications')
      .set('cookie', cookie)
      .send({ ...DEFAULT_NOTIFICATION_SETTINGS, channels: { ...DEFAULT_NOTIFICATION_SETTINGS.channels, comment: { site: true, push: false, email: true } }, promotionalConsent: true, digest: true });
    expect(settings.status).toBe(200);
  });
  afterAll(async () => {
    await t.drop();
  });

  it('answers a ZIP of JSON and CSV files with the member’s profile, posts, comments, alarms and participations, and no one else’s', async () => {
    const res = await downloadAs(t.app, '/api/user/get/self/data', cookie);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="nanum-my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    expect(Object.keys(files).sort()).toEqual(
      ['README.txt', 'profile.json', ...['social-accounts', 'posts', 'comments', 'drafts', 'survey-answers', 'alarms', 'participations', 'certificates', 'notification-settings', 'push-devices'].flatMap((name) => [`${name}.json`, `${name}.csv`])].sort(),
    );
    // Buffer keeps the BOM (TextDecoder would drop it).
    const text = (name: string) => Buffer.from(files[name] as Uint8Array).toString('utf8');
    expect(JSON.parse(text('profile.json')).profile).toMatchObject({ id: member.id, email: member.email, name: '내려받기', number: '010-3333-4444', address: '대전시 서구 1' });
    expect(JSON.parse(text('posts.json'))).toEqual([expect.objectContaining({ board: 'mydata 게시판', title: '=SUM(A1) 내 글', content: '<p>본문, "따옴표"</p>' })]);
    expect(JSON.parse(text('comments.json'))).toEqual([expect.objectContaining({ text: '내 댓글', postTitle: '=SUM(A1) 내 글' })]);
    expect(JSON.parse(text('drafts.json'))).toEqual([expect.objectContaining({ board: 'mydata 게시판', title: '쓰던 글', content: '<p>아직 쓰는 중</p>' })]);
    expect(JSON.parse(text('alarms.json'))).toEqual([expect.objectContaining({ title: '알림 제목', read: false })]);
    expect(JSON.parse(text('participations.json'))).toHaveLength(1);
    // CSV for Excel: a BOM, Korean headers, a formula-looking title defused, quotes doubled.
    const posts = text('posts.csv');
    expect(posts.startsWith('\uFEFF번호,게시판,제목,내용,작성일시,삭제일시\r\n')).toBe(true);
    expect(posts).toContain(`,mydata 게시판,"'=SUM(A1) 내 글","<p>본문, ""따옴표""</p>",`);
    expect(text('alarms.csv')).toContain('알림 제목,,알림 내용,,아니요,');
    expect(Object.values(files).map((file) => Buffer.from(file).toString('utf8')).join('\n')).not.toContain('남의 알림');
  });

  it('carries the notification settings per kind, the consents with their time, and the registered phones with the token’s last characters only', async () => {
    const res = await downloadAs(t.app, '/api/user/get/self/data', cookie);
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    const text = (name: string) => Buffer.from(files[name] as Uint8Array).toString('utf8');

    const settings = JSON.parse(text('notification-settings.json')) as { kind: string; label: string; site: boolean; push: boolean; email: boolean }[];
    expect(settings.map((row) => row.kind)).toEqual(['comment', 'reply', 'report', 'youth', 'trophy', 'broadcast']);
    expect(settings[0]).toEqual({ kind: 'comment', label: '내 글에 달린 댓글', site: true, push: false, email: true });
    expect(settings[1]).toEqual({ kind: 'reply', label: '내 댓글에 달린 답글', site: true, push: true, email: false });
    expect(text('notification-settings.csv').split('\r\n').slice(0, 2)).toEqual(['\uFEFF알림 종류,사이트,앱 푸시,이메일 요약', '내 글에 달린 댓글,예,아니요,예']);

    const profile = JSON.parse(text('profile.json')).profile as Record<string, unknown>;
    const consentAt = (await t.db('notification_settings').where({ user_id: member.id }).first('promotional_consent_at')).promotional_consent_at as string | Date;
    expect(profile.promotionalConsentAt).toBe(new Date(typeof consentAt === 'string' ? `${consentAt.replace(' ', 'T')}Z` : consentAt).toISOString());
    expect(profile).toMatchObject({ nightPushConsentAt: null, emailDigest: true });

    expect(JSON.parse(text('push-devices.json'))).toEqual([
      { platform: 'android', token: '…XyZ123', registeredAt: '2026-10-01T01:02:03.000Z', lastSeenAt: '2026-11-20T04:05:06.000Z' },
      { platform: 'ios', token: '…QwE456', registeredAt: '2026-11-02T00:00:00.000Z', lastSeenAt: '2026-11-02T00:00:00.000Z' },
    ]);
    expect(text('push-devices.csv')).toBe('\uFEFF기기 종류,알림 토큰(끝자리),등록일시,마지막 등록 확인일시\r\nandroid,…XyZ123,2026-10-01T01:02:03.000Z,2026-11-20T04:05:06.000Z\r\nios,…QwE456,2026-11-02T00:00:00.000Z,2026-11-02T00:00:00.000Z\r\n');
    // No whole token in any file, and nothing of the other member's phone.
    const everything = Object.values(files).map((file) => Buffer.from(file).toString('utf8')).join('\n');
    for (const secret of [PHONE, TABLET, OTHERS_PHONE, PHONE.slice(0, 20), 'OtH789']) expect(everything).not.toContain(secret);
  });

  it('needs a login, and is limited to 5 a hour per member', async () => {
    expect((await request(t.app).get('/api/user/get/self/data')).status).toBe(401);
    const again = await loginCookie(t.app, (await createTestUser(t.db, { name: '자주받기' })).email);
    for (let i = 0; i < 5; i += 1) expect((await request(t.app).get('/api/user/get/self/data').set('cookie', again)).status).toBe(200);
    const limited = await request(t.app).get('/api/user/get/self/data').set('cookie', again);
    expect(limited.status).toBe(429);
  });
});
