import { ALARM_KINDS } from '@nanum/shared/notificationSettings';
import { NOTIFICATION_MESSAGES as M } from '@nanum/shared/notificationMessages';
import { siteDateTimeText, siteToday, zonedParts } from '@nanum/shared/timeZone';
import type { Db } from '../../db/knex';
import type { Logger } from '../../http/logger';
import type { Mailer, MailMessage } from '../mail/mailer';
import { claimDigest, digestRecipient, membersDueForDigest, unreadAlarmsSince, type DigestAlarm } from './digest.repo';
import { unsubscribeToken } from './digestToken';
import { loadNotificationSettings } from './notificationSettings.repo';

/** The digest goes from 08:00 Korean time (not at night: 정보통신망법 제50조 asks it of ads; members like it too). */
export const DIGEST_HOUR = 8;
const DIGEST_WINDOW_MS = 24 * 60 * 60 * 1000;
const MAX_ALARMS = 30;
const PAGE = 200;

export interface DigestDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  sessionSecret: string;
}

/** The one-click unsubscribe address (RFC 8058: POSTed by the mail client; the mail's link opens a page that asks first). */
export const unsubscribeUrls = (publicUrl: string, token: string) => ({
  post: `${publicUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
  page: `${publicUrl}/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
});

/** The digest mail: each unread alarm with its Korean time and link, and the unsubscribe link and headers. */
export function digestMail(to: { email: string; name: string }, alarms: readonly DigestAlarm[], urls: { post: string; page: string }, publicUrl: string): MailMessage {
  const lines = alarms.map((alarm) => {
    const at = siteDateTimeText(new Date(alarm.createdAt));
    const link = alarm.href ? `\n  ${publicUrl}${alarm.href}` : '';
    return `- ${alarm.title}${alarm.subTitle ? ` · ${alarm.subTitle}` : ''} (${at})${link}`;
  });
  return {
    to: to.email,
    subject: M.digestSubject(alarms.length),
    text: [M.digestIntro(to.name, alarms.length), '', ...lines, '', M.digestFooter, `${M.digestUnsubscribe}: ${urls.page}`].join('\n'),
    headers: { 'List-Unsubscribe': `<${urls.post}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * Sends today's digests that are due: from 08:00 Korean time, once per member and Korean day
 * (claimed by a conditional UPDATE, so several instances send each once), the unread alarms of the
 * last 24 hours of the kinds the member wants by email; nothing when there are none. Answers how
 * many mails went.
 */
export async function sendDueDigests(deps: DigestDeps, now: Date = new Date()): Promise<number> {
  if (!deps.mailer.available || zonedParts(now).hour < DIGEST_HOUR) return 0;
  const day = siteToday(now);
  let sent = 0;
  for (;;) {
    const due = await membersDueForDigest(deps.db, day, PAGE);
    for (const userId of due) {
      if (!(await claimDigest(deps.db, userId, day))) continue;
      const settings = await loadNotificationSettings(deps.db, userId);
      const kinds = ALARM_KINDS.filter((kind) => settings.channels[kind].email);
      const alarms = await unreadAlarmsSince(deps.db, userId, kinds, new Date(now.getTime() - DIGEST_WINDOW_MS), MAX_ALARMS);
      const to = await digestRecipient(deps.db, userId);
      if (alarms.length === 0 || !to) continue;
      try {
        await deps.mailer.send(digestMail(to, alarms, unsubscribeUrls(deps.publicUrl, unsubscribeToken(deps.sessionSecret, userId)), deps.publicUrl));
        sent += 1;
      } catch {
        // The mailer logged why (no address in the log); today's digest is skipped rather than sent twice.
        deps.logger.warn({ userId }, 'digest mail not sent');
      }
    }
    if (due.length < PAGE) return sent;
  }
}
