import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@nanum/shared/notificationSettings';
import { createTestUser, loginCookie, TEST_PASSWORD } from '../../test/fixtures';
import { startFakeFcm, type FakeFcm } from '../../test/fakeFcm';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { createLogger } from '../../http/logger';
import { toDbDate } from '../../db/values';
import { socketEmitter } from '../../realtime/realtimeEmitter';
import { broadcast } from '../admin/broadcast.service';
import { createBoard } from '../community/community.testkit';
import { accessTokens, loadServiceAccount } from './fcmAuth';
import { fcmSender } from './fcmClient';
import { createPushWorker, type PushWorker } from './pushWorker';

const tokenOf = (name: string) => `${name}-${'x'.repeat(40)}:APA91b${Date.now().toString(36)}`;

describe.each(testDialects())('app push: devices, settings, a comment reaching the phone (%s)', (dialect) => {
  let t: TestApp;
  let fcm: FakeFcm;
  let worker: PushWorker;
  let postId: number;
  let author: { id: number; email: string; cookie: string };
  let writer: { id: number; cookie: string };

  beforeAll(async () => {
    fcm = await startFakeFcm();
    t = await createTestApp(dialect, { FCM_PROJECT_ID: fcm.projectId, FCM_SERVICE_ACCOUNT_JSON: fcm.serviceAccountJson, FCM_API_URL: fcm.url });
    const account = loadServiceAccount(t.config);
    if (!account) throw new Error('push is configured');
    worker = createPushWorker({ db: t.db, sender: fcmSender({ apiUrl: fcm.url, projectId: fcm.projectId, tokens: accessTokens(account) }), logger: createLogger('silent'), intervalMs: 60_000 });
    const a = await createTestUser(t.db, { name: '글쓴이' });
    const w = await createTestUser(t.db, { name: '댓글러' });
    author = { ...a, cookie: await loginCookie(t.app, a.email) };
    writer = { id: w.id, cookie: await loginCookie(t.app, w.email) };
    await createBoard(t.db, 'pushfree');
    const post = await request(t.app).post('/api/community/boards/pushfree/posts').set('cookie', author.cookie).send({ title: '봉사 후기', content: '<p>즐거웠어요</p>' });
    expect(post.status).toBe(200);
    postId = Number(post.body.data?.id ?? post.body.id);
  });
  afterAll(async () => {
    await worker.stop();
    await t.drop();
    await fcm.close();
  });

  const comment = (text: string) => request(t.app).post(`/api/community/posts/${postId}/comments`).set('cookie', writer.cookie).send({ description: text });
  const devices = (userId: number) => t.db('push_devices').where({ user_id: userId }).orderBy('id').pluck('token');

  it('registers a device only for a logged-in member, refuses a bad token or platform in Korean, and keeps several devices per member', async () => {
    const phone = tokenOf('phone');
    expect((await request(t.app).post('/api/user/devices').send({ token: phone, platform: 'android' })).status).toBe(401);
    for (const [body, message] of [
      [{ token: 'short', platform: 'android' }, '기기 알림 토큰이 올바르지 않습니다.'],
      [{ token: `${phone} <script>`, platform: 'android' }, '기기 알림 토큰이 올바르지 않습니다.'],
      [{ token: phone, platform: 'windows' }, '기기 종류는 android, ios, web 중 하나여야 합니다.'],
    ] as const) {
      const res = await request(t.app).post('/api/user/devices').set('cookie', author.cookie).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await devices(author.id)).toEqual([]);

    const tablet = tokenOf('tablet');
    for (const [token, platform] of [[phone, 'android'], [tablet, 'ios'], [phone, 'android']] as const) {
      const res = await request(t.app).post('/api/user/devices').set('cookie', author.cookie).send({ token, platform });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: '이 기기에서 알림을 받습니다.', data: { registered: true } });
    }
    expect(await devices(author.id)).toEqual([phone, tablet]);
  });

  it('the same new token registered several times at once (the app at login and at a token refresh) is stored once, every request answered 200', async () => {
    const racing = tokenOf('racing');
    const answers = await Promise.all(Array.from({ length: 6 }, () => request(t.app).post('/api/user/devices').set('cookie', writer.cookie).send({ token: racing, platform: 'ios' })));
    expect(answers.map((res) => res.status)).toEqual(Array(6).fill(200));
    expect(await t.db('push_devices').where({ token: racing }).select('user_id', 'platform')).toEqual([{ user_id: writer.id, platform: 'ios' }]);
    await request(t.app).delete('/api/user/devices').send({ token: racing });
  });

  it('moves a token to the member who registers it last, and unregisters it without a login (the app at logout)', async () => {
    const shared = tokenOf('shared');
    await request(t.app).post('/api/user/devices').set('cookie', author.cookie).send({ token: shared, platform: 'android' });
    await request(t.app).post('/api/user/devices').set('cookie', writer.cookie).send({ token: shared, platform: 'android' });
    expect(await devices(author.id)).not.toContain(shared);
    expect(await devices(writer.id)).toEqual([shared]);

    const removed = await request(t.app).delete('/api/user/devices').send({ token: shared });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('이 기기의 알림을 해제했습니다.');
    expect(await devices(writer.id)).toEqual([]);
  });

  it('logging out ends the pushes to the phone that login registered, and to no other of the member’s phones', async () => {
    const member = await createTestUser(t.db);
    const [leaving, staying] = [await loginCookie(t.app, member.email), await loginCookie(t.app, member.email)];
    const [oldPhone, phone] = [tokenOf('logged-out-phone'), tokenOf('still-logged-in')];
    await request(t.app).post('/api/user/devices').set('cookie', leaving).send({ token: oldPhone, platform: 'ios' }).expect(200);
    await request(t.app).post('/api/user/devices').set('cookie', staying).send({ token: phone, platform: 'android' }).expect(200);
    expect((await request(t.app).post('/api/user/logout').set('cookie', leaving)).status).toBe(200);
    expect(await devices(member.id)).toEqual([phone]);
  });

  it('a password change ends the pushes to the phones the member’s other logins registered; the phone it was made on keeps them, change after change', async () => {
    const member = await createTestUser(t.db);
    const [onPhone, elsewhere] = [await loginCookie(t.app, member.email), await loginCookie(t.app, member.email)];
    const [phone, stolen] = [tokenOf('own-phone'), tokenOf('stolen-session')];
    await request(t.app).post('/api/user/devices').set('cookie', onPhone).send({ token: phone, platform: 'android' }).expect(200);
    await request(t.app).post('/api/user/devices').set('cookie', elsewhere).send({ token: stolen, platform: 'ios' }).expect(200);
    // A registration from before sessions were recorded belongs to no login: it ends too.
    await t.db('push_devices').insert({ user_id: member.id, token: tokenOf('unrecorded'), platform: 'android', created_at: toDbDate(), updated_at: toDbDate() });

    const change = async (cookie: string, before: string, after: string) => {
      const res = await request(t.app).post('/api/user/set/profile/password').set('cookie', cookie).send({ beforePassword: before, afterPassword: after });
      expect(res.status).toBe(200);
      return ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('nanum.sid='))?.split(';')[0] as string;
    };
    const renewed = await change(onPhone, TEST_PASSWORD, 'Better#2027');
    expect(await devices(member.id)).toEqual([phone]);
    // The phone's login moved to a new session id with the change: the next change keeps it still.
    await change(renewed, 'Better#2027', 'Better#2028');
    expect(await devices(member.id)).toEqual([phone]);
  });

  it('a comment on the member’s post reaches each of their devices once, with the comment’s link, title, body and a collapse key', async () => {
    const before = fcm.sent.length;
    const res = await comment('정말 멋진 활동이네요');
    expect(res.status).toBe(200);
    // The request did not wait for FCM: the pushes are in the outbox until the worker drains it.
    expect(fcm.sent.length).toBe(before);
    expect(Number((await t.db('push_outbox').where({ user_id: author.id, state: 'pending' }).count({ n: '*' }).first())?.n)).toBe(2);
    expect(await worker.drain()).toBe(2);
    const arrived = fcm.sent.slice(before);
    expect(arrived.map((push) => push.message.token).sort()).toEqual([...(await devices(author.id))].sort());
    for (const { message } of arrived) {
      expect(Object.keys(message).sort()).toEqual(['android', 'apns', 'data', 'notification', 'token']);
      expect(message.notification).toEqual({ title: '내 글에 댓글이 달렸습니다.', body: '봉사 후기 · 댓글러: 정말 멋진 활동이네요' });
      expect(message.data).toEqual({ link: `/community/pushfree/${postId}?comment=${res.body.data[0].id}`, kind: 'comment' });
      expect(message.android).toEqual({ collapse_key: 'comment', priority: 'high', notification: { tag: 'comment' } });
      expect(message.apns).toEqual({ headers: { 'apns-collapse-id': 'comment' }, payload: { aps: { 'thread-id': 'comment' } } });
      expect(message.token).toMatch(/^(phone|tablet)-/);
    }
    expect(fcm.tokenGrants).toBe(1);
    // Acknowledged: a second drain sends nothing.
    expect(await worker.drain()).toBe(0);
    expect((await t.db('push_outbox').where({ user_id: author.id }).pluck('state')).every((state) => state === 'sent')).toBe(true);
  });

  it('shows the defaults, refuses a bad setting in Korean without changing anything, and turning push off for comments stops the push but not the bell', async () => {
    const shown = await request(t.app).get('/api/user/notifications').set('cookie', author.cookie);
    expect(shown.body.data).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    const night = await request(t.app).put('/api/user/notifications').set('cookie', author.cookie).send({ ...DEFAULT_NOTIFICATION_SETTINGS, nightConsent: true });
    expect(night.status).toBe(400);
    expect(night.body.message).toBe('야간 광고성 알림은 광고성 정보 수신에 동의해야 받을 수 있습니다.');
    const broken = await request(t.app).put('/api/user/notifications').set('cookie', author.cookie).send({ ...DEFAULT_NOTIFICATION_SETTINGS, channels: { comment: { site: 'yes' } } });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('알림 설정을 다시 확인해주세요.');
    expect(await t.db('notification_settings').where({ user_id: author.id })).toEqual([]);

    const settings: NotificationSettings = { ...DEFAULT_NOTIFICATION_SETTINGS, channels: { ...DEFAULT_NOTIFICATION_SETTINGS.channels, comment: { site: true, push: false, email: false } } };
    const saved = await request(t.app).put('/api/user/notifications').set('cookie', author.cookie).send(settings);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ message: '알림 설정이 저장되었습니다.', data: settings });

    const outbox = await t.db('push_outbox').count({ n: '*' }).first();
    const alarms = await t.db('alarms').where({ user_id: author.id }).count({ n: '*' }).first();
    expect((await comment('푸시는 꺼졌어요')).status).toBe(200);
    expect(Number((await t.db('push_outbox').count({ n: '*' }).first())?.n)).toBe(Number(outbox?.n));
    expect(Number((await t.db('alarms').where({ user_id: author.id }).count({ n: '*' }).first())?.n)).toBe(Number(alarms?.n) + 1);

    // Off in the site too: no alarm row at all.
    await request(t.app).put('/api/user/notifications').set('cookie', author.cookie).send({ ...settings, channels: { ...settings.channels, comment: { site: false, push: false, email: false } } });
    expect((await comment('아무 알림도 없어요')).status).toBe(200);
    expect(Number((await t.db('alarms').where({ user_id: author.id }).count({ n: '*' }).first())?.n)).toBe(Number(alarms?.n) + 1);
  });

  it('a broadcast marked 광고성 정보 reaches only members who agreed, titled (광고), in the bell and on the phone', async () => {
    const agreed = await createTestUser(t.db, { name: '동의회원' });
    const other = await createTestUser(t.db, { name: '미동의회원' });
    const agreedCookie = await loginCookie(t.app, agreed.email);
    await request(t.app).put('/api/user/notifications').set('cookie', agreedCookie).send({ ...DEFAULT_NOTIFICATION_SETTINGS, promotionalConsent: true, nightConsent: true });
    for (const [cookie, name] of [[agreedCookie, 'agreed'], [await loginCookie(t.app, other.email), 'other']] as const) {
      await request(t.app).post('/api/user/devices').set('cookie', cookie).send({ token: tokenOf(name), platform: 'android' });
    }
    const admin = await createTestUser(t.db, { name: '관리자', power: 2 });
    const before = fcm.sent.length;
    const actor = { userId: admin.id, name: '관리자', ip: '127.0.0.1' };
    // The form's count before sending says the same: those who agreed, of the whole audience.
    const recipients = (promotional: '0' | '1') => request(t.app).get('/api/admin/alarm/recipients').query({ target: 'all', promotional });
    const adminCookie = await loginCookie(t.app, admin.email);
    expect((await recipients('1').set('cookie', adminCookie)).body.data.count).toBe(1);
    expect((await recipients('0').set('cookie', adminCookie)).body.data.count).toBeGreaterThan(1);
    const reached = await broadcast({ db: t.db, realtime: socketEmitter(t.io) }, actor, { target: 'all', title: '후원의 밤', subTitle: '', description: '12월 5일', href: '/support', promotional: true }, { showEmails: true });
    expect(await t.db('alarms').where({ title: '(광고) 후원의 밤' }).pluck('user_id')).toEqual([agreed.id]);
    // The operator is told, and the audit log keeps, how many it reached: those who agreed, not the whole audience.
    expect(reached).toBe(1);
    const [audit] = await t.db('audit_log').where({ action: 'alarm.broadcast' }).orderBy('id', 'desc').limit(1);
    expect(JSON.parse(audit.after_json).recipients).toBe(1);
    await worker.drain();
    const arrived = fcm.sent.slice(before);
    expect(arrived.map((push) => [push.message.notification?.title, push.message.data])).toEqual([['(광고) 후원의 밤', { link: '/support', kind: 'broadcast' }]]);
    expect(await t.db('push_devices').where({ user_id: agreed.id }).pluck('token')).toEqual([arrived[0]?.message.token]);

    // With nobody who agreed in the audience it reaches no one, and says so.
    await request(t.app).put('/api/user/notifications').set('cookie', agreedCookie).send({ ...DEFAULT_NOTIFICATION_SETTINGS, promotionalConsent: false });
    const nobody = broadcast({ db: t.db, realtime: socketEmitter(t.io) }, actor, { target: 'all', title: '아무도', subTitle: '', description: '', href: '', promotional: true }, { showEmails: true });
    await expect(nobody).rejects.toMatchObject({ status: 404, message: '조건에 맞는 회원이 없습니다.' });
    expect(await t.db('alarms').where({ title: '(광고) 아무도' }).count({ n: '*' }).first()).toMatchObject({ n: 0 });
  });
});
