import { campaignPath } from '@nanum/shared/campaignPage';
import { WAITLIST_PROMOTED_ALARM } from '@nanum/shared/youthMessages';
import { notifyUsers } from '../alarm/alarm.service';
import type { YouthDeps } from './campaign.service';

/** Alarms the members whose waiting application got a place (after the commit that gave it). */
export async function alarmPromoted(deps: YouthDeps, campaign: { id: number; name: string }, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await notifyUsers(deps, [...userIds], {
    title: WAITLIST_PROMOTED_ALARM.title,
    subTitle: campaign.name,
    description: WAITLIST_PROMOTED_ALARM.description,
    href: campaignPath(campaign.id),
  });
}
