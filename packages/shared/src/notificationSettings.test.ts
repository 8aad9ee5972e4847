import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS, holdsAtNight, isNightInKorea, notificationSettingsSchema, pushSendAt, readNotificationSettings, wantsAlarm, type NotificationSettings } from './notificationSettings';

const consented: NotificationSettings = { ...DEFAULT_NOTIFICATION_SETTINGS, promotionalConsent: true };
const nightOwl: NotificationSettings = { ...consented, nightConsent: true };
const promo = { kind: 'broadcast' as const, promotional: true };

describe('notification settings', () => {
  it.each([
    // [Seoul time, UTC instant, consent, expected UTC send time]
    ['20:59 (day)', '2026-11-26T11:59:00Z', consented, '2026-11-26T11:59:00.000Z'],
    ['21:00 (night starts)', '2026-11-26T12:00:00Z', consented, '2026-11-26T23:00:00.000Z'],
    ['23:30', '2026-11-26T14:30:00Z', consented, '2026-11-26T23:00:00.000Z'],
    ['03:00 after midnight', '2026-11-26T18:00:00Z', consented, '2026-11-26T23:00:00.000Z'],
    ['07:59', '2026-11-26T22:59:00Z', consented, '2026-11-26T23:00:00.000Z'],
    ['08:00 (day again)', '2026-11-26T23:00:00Z', consented, '2026-11-26T23:00:00.000Z'],
    ['23:30 with night-time consent', '2026-11-26T14:30:00Z', nightOwl, '2026-11-26T14:30:00.000Z'],
  ])('a promotional push at %s goes at the right moment', (_label, at, settings, expected) => {
    expect(pushSendAt(settings, promo, new Date(at)).toISOString()).toBe(expected);
  });

  it('the night is 21:00 to 08:00 in Seoul, whatever the server’s zone', () => {
    expect(['2026-11-26T11:59:59Z', '2026-11-26T12:00:00Z', '2026-11-26T22:59:59Z', '2026-11-26T23:00:00Z'].map((at) => isNightInKorea(new Date(at)))).toEqual([false, true, true, false]);
  });

  it('holds at night only a promotional push to a member without night-time consent', () => {
    expect(holdsAtNight(consented, promo)).toBe(true);
    expect(holdsAtNight(nightOwl, promo)).toBe(false);
    expect(holdsAtNight(consented, { kind: 'broadcast' })).toBe(false);
    expect(holdsAtNight(DEFAULT_NOTIFICATION_SETTINGS, { kind: 'comment' })).toBe(false);
  });

  it('an activity alarm is never held at night', () => {
    const night = new Date('2026-11-26T14:30:00Z');
    expect(pushSendAt(DEFAULT_NOTIFICATION_SETTINGS, { kind: 'comment' }, night)).toEqual(night);
    expect(pushSendAt(DEFAULT_NOTIFICATION_SETTINGS, { kind: 'broadcast' }, night)).toEqual(night);
  });

  it('promotional messages need the consent on every channel; other kinds follow their own boxes', () => {
    for (const channel of ['site', 'push', 'email'] as const) expect(wantsAlarm(DEFAULT_NOTIFICATION_SETTINGS, promo, channel)).toBe(false);
    expect(wantsAlarm(consented, promo, 'push')).toBe(true);
    expect(wantsAlarm(DEFAULT_NOTIFICATION_SETTINGS, { kind: 'comment' }, 'site')).toBe(true);
    expect(wantsAlarm(DEFAULT_NOTIFICATION_SETTINGS, { kind: 'comment' }, 'email')).toBe(false);
  });

  it('reads stored settings over the defaults: a kind added later is on, night-time consent without the promotional one is dropped', () => {
    const stored = { channels: { comment: { site: true, push: false, email: true } }, promotionalConsent: false, nightConsent: true, digest: true } as unknown as NotificationSettings;
    const read = readNotificationSettings(stored);
    expect(read.channels.comment).toEqual({ site: true, push: false, email: true });
    expect(read.channels.trophy).toEqual({ site: true, push: true, email: false });
    expect(read.nightConsent).toBe(false);
    expect(read.digest).toBe(true);
  });

  it('the schema refuses night-time consent alone and unknown keys, in Korean', () => {
    const night = notificationSettingsSchema.safeParse({ ...DEFAULT_NOTIFICATION_SETTINGS, nightConsent: true });
    expect(night.success ? '' : night.error.issues[0]?.message).toBe('야간 광고성 알림은 광고성 정보 수신에 동의해야 받을 수 있습니다.');
    const extra = notificationSettingsSchema.safeParse({ ...DEFAULT_NOTIFICATION_SETTINGS, channels: { ...DEFAULT_NOTIFICATION_SETTINGS.channels, chat: { site: true, push: true, email: true } } });
    expect(extra.success ? '' : extra.error.issues[0]?.message).toBe('알림 설정을 다시 확인해주세요.');
    expect(notificationSettingsSchema.safeParse(nightOwl).success).toBe(true);
  });

  it('reads an email summary stored with the site channel off (saved before the rule) as off, so the page can save again', () => {
    const stored = { channels: { comment: { site: false, push: true, email: true } } } as Partial<NotificationSettings>;
    const read = readNotificationSettings(stored);
    expect(read.channels.comment).toEqual({ site: false, push: true, email: false });
    expect(notificationSettingsSchema.safeParse(read).success).toBe(true);
  });

  it('the schema refuses an email summary of a kind kept out of the bell (the summary lists the bell’s unread alarms)', () => {
    const emailOnly = { ...DEFAULT_NOTIFICATION_SETTINGS, channels: { ...DEFAULT_NOTIFICATION_SETTINGS.channels, comment: { site: false, push: true, email: true } } };
    const answer = notificationSettingsSchema.safeParse(emailOnly);
    expect(answer.success ? '' : answer.error.issues[0]?.message).toBe('이메일 요약은 사이트 알림을 켠 알림만 받을 수 있습니다.');
    const both = { ...emailOnly, channels: { ...emailOnly.channels, comment: { site: true, push: true, email: true } } };
    expect(notificationSettingsSchema.safeParse(both).success).toBe(true);
  });
});
