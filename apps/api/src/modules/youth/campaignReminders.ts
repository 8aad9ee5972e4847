import { campaignPath, campaignSchedule } from '@nanum/shared/campaignPage';
import { siteDay } from '@nanum/shared/timeZone';
import { CAMPAIGN_REMINDER_ALARM } from '@nanum/shared/youthMessages';
import type { Logger } from '../../http/logger';
import { startRepeatingJob, type RepeatingJob } from '../../jobs/repeatingJob';
import { notifyUsers } from '../alarm/alarm.service';
import type { YouthDeps } from './campaign.service';
import { claimReminder, findRemindersDue, type ReminderDue } from './participation.repo';

/** How often the server looks for tomorrow's activities. */
export const REMINDER_INTERVAL_MS = 15 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Alarms the applicants and selected participants of campaigns that start tomorrow (Korean
 * calendar; Korea keeps no summer time, so tomorrow is 24 hours on). Each participation is first
 * marked reminded with a conditional update, and only the caller whose update took sends its alarm:
 * a second run, a restart or another instance never alarms twice. Answers how many were alarmed.
 */
export async function sendCampaignReminders(deps: YouthDeps, now: Date = new Date()): Promise<number> {
  const due = await findRemindersDue(deps.db, siteDay(new Date(now.getTime() + DAY_MS)));
  const claimed: ReminderDue[] = [];
  for (const reminder of due) if (await claimReminder(deps.db, reminder.id)) claimed.push(reminder);
  const byCampaign = new Map<number, ReminderDue[]>();
  for (const reminder of claimed) byCampaign.set(reminder.campaignId, [...(byCampaign.get(reminder.campaignId) ?? []), reminder]);
  for (const reminders of byCampaign.values()) {
    const [first] = reminders as [ReminderDue];
    await notifyUsers(
      deps,
      reminders.map((reminder) => reminder.userId),
      {
        kind: 'youth',
        title: CAMPAIGN_REMINDER_ALARM.title,
        subTitle: first.campaignName,
        description: [campaignSchedule(first), first.place].filter(Boolean).join(' · '),
        href: campaignPath(first.campaignId),
      },
    );
  }
  return claimed.length;
}

export type CampaignReminders = RepeatingJob;

/** Sends the reminders at once and then every `intervalMs`; a failed run is logged and tried again at the next. */
export function startCampaignReminders(deps: YouthDeps & { logger: Logger; intervalMs?: number }): CampaignReminders {
  return startRepeatingJob({
    intervalMs: deps.intervalMs ?? REMINDER_INTERVAL_MS,
    onError: (error) => deps.logger.warn({ err: error }, 'campaign reminders failed; they run again at the next interval'),
    run: async () => {
      const sent = await sendCampaignReminders(deps);
      if (sent > 0) deps.logger.info({ sent }, 'campaign reminders sent');
    },
  });
}
