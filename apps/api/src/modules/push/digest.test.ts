import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@nanum/shared/notificationSettings';
import { zonedParts, zonedTimeToDate } from '@nanum/shared/timeZone';
import { toDbDate } from '../../db/values';
import { createLogger } from '../../http/logger';
import { createTestUser } from '../../test/fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mailCatcher';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { insertAlarms } from '../alarm/alarm.repo';
import { createMailer, type Mailer } from '../mail/mailer';
import { sendDueDigests } from './digest.service';
import { saveNotificationSettings } from './notificationSettings.repo';

/** The first 09:00 in Seoul after `from` (alarms written now are within its 24 hours). */
function nextSeoulMorning(from: Date, hour = 9): Date {
  const parts = zonedParts(from);
  const today = zonedTimeToDate({ year: parts.year, month: parts.month, day: parts.day, hour });
  return today > from ? today : new Date(today.getTime() + 24 * 60 * 60 * 1000);
}

describe.each(testDialects())('the daily email digest (%s)', (dialect) => {
  let t: TestApp;
  let mail: MailCatcher;
  let mailer: Mailer;
  const logger = createLogger('silent');
  const run = (now: Date) => sendDueDigests({ db: t.db, mailer, logger, publicUrl: t.config.publicUrl, sessionSecret: t.config.sessionSecret }, now);

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp(dialect, { SMTP_URL: mail.url });
    mailer = createMailer(t.config, logger);
  });
  afterAll(async () => {
    mailer.close();
    await t.drop();
    await mail.close();
  });

  async function digestMember(name: string) {
    const member = await createTestUser(t.db, { name });
    await saveNotificationSettings(t.db, member.id, { ...DEFAULT_NOTIFICATION_SETTINGS, digest: true, channels: { ...DEFAULT_NOTIFICATION_SETTINGS.channels, comment: { site: true, push: true, email: true } } });
    return member;
  }

  it('mails the unread alarms of the kinds wanted by email once a day from 08:00 Korean time, with the one-click unsubscribe headers', async () => {
    const member = await digestMember('요약회원');
    await insertAlarms(t.db, [member.id], { kind: 'comment', title: '내 글에 댓글이 달렸습니다.', subTitle: '봉사 후기', href: '/community/free/7' });
    await insertAlarms(t.db, [member.id], { kind: 'broadcast', title: '정기총회 안내' });
    await insertAlarms(t.db, [member.id], { kind: 'comment', title: '이미 읽은 댓글 알림', href: '/community/free/8' });
    await t.db('alarms').where({ user_id: member.id, title: '이미 읽은 댓글 알림' }).update({ view: 1 });
    const morning = nextSeoulMorning(new Date());

    expect(await run(new Date(morning.getTime() - 2 * 60 * 60 * 1000))).toBe(0); // 07:00 in Seoul
    expect(await run(morning)).toBe(1);
    const [digest] = mail.to(member.email);
    expect(digest?.subject).toBe('[나눔] 읽지 않은 알림 1건');
    expect(digest?.text).toContain('요약회원님, 읽지 않은 알림이 1건 있습니다.');
    expect(digest?.text).toContain('- 내 글에 댓글이 달렸습니다. · 봉사 후기 (');
    expect(digest?.text).toContain('http://nanum.test/community/free/7');
    expect(digest?.text).not.toContain('정기총회 안내');
    expect(digest?.text).not.toContain('이미 읽은 댓글 알림');
    expect(digest?.headers['list-unsubscribe']).toMatch(/^<http:\/\/nanum\.test\/api\/notifications\/unsubscribe\?token=\d+\.[A-Za-z0-9_-]{32}>$/);
    expect(digest?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(digest?.text).toMatch(/수신 거부: http:\/\/nanum\.test\/notifications\/unsubscribe\?token=\d+\./);

    // Once a day, even with two instances at the same time.
    expect(await run(new Date(morning.getTime() + 60 * 60 * 1000))).toBe(0);
    await insertAlarms(t.db, [member.id], { kind: 'comment', title: '다음 날의 댓글', href: '/community/free/9' });
    // Written during the day after the first digest (the next one covers the 24 hours before it).
    await t.db('alarms').where({ user_id: member.id, title: '다음 날의 댓글' }).update({ created_at: toDbDate(new Date(morning.getTime() + 2 * 60 * 60 * 1000)) });
    const nextDay = new Date(morning.getTime() + 24 * 60 * 60 * 1000);
    expect((await Promise.all([run(nextDay), run(nextDay)])).reduce((a, b) => a + b)).toBe(1);
    expect(mail.to(member.email)).toHaveLength(2);
    expect(mail.to(member.email)[1]?.text).toContain('다음 날의 댓글');
    expect(mail.to(member.email)[1]?.text).not.toContain('봉사 후기');
  });

  it('unsubscribes with one POST of the header’s address, without a login; a forged token changes nothing', async () => {
    const member = await digestMember('해지회원');
    await insertAlarms(t.db, [member.id], { kind: 'comment', title: '해지 전 댓글', href: '/community/free/10' });
    expect(await run(nextSeoulMorning(new Date()))).toBeGreaterThanOrEqual(1);
    const header = mail.to(member.email)[0]?.headers['list-unsubscribe'] ?? '';
    const target = new URL(header.slice(1, -1));

    const forged = await request(t.app).post(`${target.pathname}?token=${member.id}.${'A'.repeat(32)}`).type('form').send('List-Unsubscribe=One-Click');
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('수신 거부 링크가 올바르지 않거나 만료되었습니다. 프로필의 알림 설정에서 해지해주세요.');
    expect(Number((await t.db('notification_settings').where({ user_id: member.id }).first('digest')).digest)).toBe(1);

    const res = await request(t.app).post(`${target.pathname}${target.search}`).type('form').send('List-Unsubscribe=One-Click');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('이메일 알림 요약 수신을 해지했습니다. 프로필의 알림 설정에서 언제든 다시 받을 수 있습니다.');
    expect(Number((await t.db('notification_settings').where({ user_id: member.id }).first('digest')).digest)).toBe(0);
  });
});
