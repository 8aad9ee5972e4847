/**
 * Which alarms reach a member, and how (issue 26): per kind of alarm, in the site (the bell), as an
 * app push, and in the daily email digest. Operators' promotional broadcasts (광고성 정보) need the
 * member's separate consent, and promotional pushes wait for the morning unless the member also
 * agreed to night-time ones (정보통신망법 제50조: 21:00 to 08:00 Korean time). Pure rules, shared by
 * the profile's settings form and the API.
 */
import { z } from 'zod';
import { zonedParts, zonedTimeToDate } from './timeZone';
import { NOTIFICATION_MESSAGES as M } from './notificationMessages';

/** The kinds of alarm a member can tune, each alarm of the product is one of them. */
export const ALARM_KINDS = ['comment', 'reply', 'report', 'youth', 'trophy', 'broadcast'] as const;
export type AlarmKind = (typeof ALARM_KINDS)[number];

export const ALARM_KIND_LABELS: Record<AlarmKind, string> = {
  comment: '내 글에 달린 댓글',
  reply: '내 댓글에 달린 답글',
  report: '신고 처리 결과',
  youth: '청소년 봉사 신청·승인',
  trophy: '트로피 획득',
  broadcast: '운영진 공지',
};

export const NOTIFICATION_CHANNELS = ['site', 'push', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = { site: '사이트', push: '앱 푸시', email: '이메일 요약' };

export type KindChannels = Record<NotificationChannel, boolean>;
export type NotificationChannels = Record<AlarmKind, KindChannels>;

/** What a member chose; never chosen means DEFAULT_NOTIFICATION_SETTINGS. */
export interface NotificationSettings {
  channels: NotificationChannels;
  /** Promotional broadcasts (광고성 정보) at all: a separate, explicit consent. */
  promotionalConsent: boolean;
  /** Promotional pushes between 21:00 and 08:00 too (a further consent). */
  nightConsent: boolean;
  /** The daily email of unread alarms (the kinds whose email channel is on). */
  digest: boolean;
}

const allOn = (email = false): KindChannels => ({ site: true, push: true, email });

/** In the site and as a push for every kind, no email, no promotional message until agreed. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  channels: { comment: allOn(), reply: allOn(), report: allOn(), youth: allOn(), trophy: allOn(), broadcast: allOn() },
  promotionalConsent: false,
  nightConsent: false,
  digest: false,
};

const flag = z.boolean({ error: M.settingsInvalid });
const kindChannelsSchema = z.object({ site: flag, push: flag, email: flag }, { error: M.settingsInvalid }).strict();

export const notificationSettingsSchema = z
  .object(
    {
      channels: z.object(Object.fromEntries(ALARM_KINDS.map((kind) => [kind, kindChannelsSchema])) as Record<AlarmKind, typeof kindChannelsSchema>, { error: M.settingsInvalid }).strict(),
      promotionalConsent: flag,
      nightConsent: flag,
      digest: flag,
    },
    { error: M.settingsInvalid },
  )
  .strict()
  .refine((value) => value.promotionalConsent || !value.nightConsent, { message: M.nightNeedsPromotional, path: ['nightConsent'] })
  // The email summary lists the unread alarms of the bell: a kind kept out of the bell has none to list.
  .refine((value) => Object.values(value.channels).every((channels) => channels.site || !channels.email), { message: M.emailNeedsSite, path: ['channels'] });

/** Stored settings (JSON text, possibly from an older shape) merged over the defaults. */
export function readNotificationSettings(stored: Partial<NotificationSettings> | null | undefined): NotificationSettings {
  if (!stored) return DEFAULT_NOTIFICATION_SETTINGS;
  const channelsOf = (kind: AlarmKind): KindChannels => {
    const merged = { ...DEFAULT_NOTIFICATION_SETTINGS.channels[kind], ...(stored.channels?.[kind] ?? {}) };
    // An email summary stored with the site channel off (allowed once) never had anything to send: it reads as off.
    return { ...merged, email: merged.site && merged.email };
  };
  const channels = Object.fromEntries(ALARM_KINDS.map((kind) => [kind, channelsOf(kind)])) as NotificationChannels;
  return {
    channels,
    promotionalConsent: stored.promotionalConsent === true,
    nightConsent: stored.promotionalConsent === true && stored.nightConsent === true,
    digest: stored.digest === true,
  };
}

/** What an alarm is, for the settings: its kind, and whether it is promotional (a broadcast marked 광고성). */
export interface AlarmNature {
  kind: AlarmKind;
  promotional?: boolean;
}

/** Whether the member wants this alarm on this channel. */
export function wantsAlarm(settings: NotificationSettings, alarm: AlarmNature, channel: NotificationChannel): boolean {
  if (alarm.promotional && !settings.promotionalConsent) return false;
  return settings.channels[alarm.kind][channel];
}

/** 정보통신망법 제50조: promotional messages need night-time consent from 21:00 to 08:00. */
export const NIGHT_STARTS_HOUR = 21;
export const NIGHT_ENDS_HOUR = 8;

/** Whether `at` is in the night of 정보통신망법 제50조 (21:00 to 08:00 Korean time). */
export function isNightInKorea(at: Date): boolean {
  const { hour } = zonedParts(at);
  return hour >= NIGHT_STARTS_HOUR || hour < NIGHT_ENDS_HOUR;
}

/**
 * Whether this alarm's push must not go at night: a promotional one to a member without
 * night-time consent. Not only when it is written (pushSendAt) but whenever it is sent: a retry,
 * or an outbox drained late after a stop, must not carry it into the night either.
 */
export function holdsAtNight(settings: NotificationSettings, alarm: AlarmNature): boolean {
  return Boolean(alarm.promotional) && !settings.nightConsent;
}

/**
 * When a push may go: now, or, for a promotional one at night without night-time consent, 08:00
 * Korean time (held until the morning, not dropped: the member agreed to receive it, only not at night).
 */
export function pushSendAt(settings: NotificationSettings, alarm: AlarmNature, now: Date = new Date()): Date {
  if (!holdsAtNight(settings, alarm) || !isNightInKorea(now)) return now;
  const parts = zonedParts(now);
  const morning = zonedTimeToDate({ year: parts.year, month: parts.month, day: parts.day, hour: NIGHT_ENDS_HOUR, minute: 0, second: 0 });
  return parts.hour >= NIGHT_STARTS_HOUR ? new Date(morning.getTime() + 24 * 60 * 60 * 1000) : morning;
}

/** The title of a promotional message starts with (광고) (정보통신망법 제50조 제4항). */
export const PROMOTIONAL_PREFIX = '(광고) ';
