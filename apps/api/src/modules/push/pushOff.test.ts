import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';

/** Without FCM_* the site sends no app push: the app's registration is answered, says so, and stores nothing. */
describe.each(testDialects())('app push off (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.drop();
  });

  it('answers the app’s registration with registered false and a Korean message saying so, and stores no token', async () => {
    const member = await createTestUser(t.db, { name: '푸시없음' });
    const cookie = await loginCookie(t.app, member.email);
    const res = await request(t.app).post('/api/user/devices').set('cookie', cookie).send({ token: `off-${'o'.repeat(40)}`, platform: 'android' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: '이 사이트는 앱 알림을 보내지 않습니다. 사이트 안의 알림은 그대로 받습니다.', data: { registered: false } });
    expect(await t.db('push_devices').where({ user_id: member.id })).toEqual([]);
  });
});
