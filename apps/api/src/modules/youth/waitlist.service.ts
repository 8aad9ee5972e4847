import type { Knex } from 'knex';
import { campaignPath } from '@nanum/shared/campaignPage';
import { WAITLIST_PROMOTED_ALARM } from '@nanum/shared/youthMessages';
import { notifyUsers } from '../alarm/alarm.service';
import { findCampaign, lockCampaign } from './campaign.repo';
import type { YouthDeps } from './campaign.service';
import { listWithdrawableCampaignIds, promoteWaiting, withdrawParticipation } from './participation.repo';

/** Members whose waiting application got a place in a campaign. */
export interface Promotion {
  campaign: { id: number; name: string };
  userIds: number[];
}

/** Alarms the members whose waiting application got a place (after the commit that gave it). */
export async function alarmPromoted(deps: YouthDeps, campaign: { id: number; name: string }, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await notifyUsers(deps, [...userIds], {
    kind: 'youth',
    title: WAITLIST_PROMOTED_ALARM.title,
    subTitle: campaign.name,
    description: WAITLIST_PROMOTED_ALARM.description,
    href: campaignPath(campaign.id),
  });
}

/**
 * A member who leaves the association (withdrawal) leaves every application still open (waiting,
 * applied, selected), inside the withdrawal's transaction: each place they held goes to the first
 * waiting member. Confirmed and credited records stay. Answers who got a place, to alarm after the commit.
 */
export async function releasePlacesOf(trx: Knex.Transaction, userId: number): Promise<Promotion[]> {
  const promotions: Promotion[] = [];
  for (const campaignId of await listWithdrawableCampaignIds(trx, userId)) {
    const locked = await lockCampaign(trx, campaignId);
    const { heldPlace } = await withdrawParticipation(trx, campaignId, userId);
    const userIds = locked && heldPlace ? await promoteWaiting(trx, campaignId, locked.capacity) : [];
    const campaign = userIds.length > 0 ? await findCampaign(trx, campaignId) : undefined;
    if (campaign) promotions.push({ campaign: { id: campaign.id, name: campaign.name }, userIds });
  }
  return promotions;
}

/** Alarms each promotion's members. */
export async function alarmPromotions(deps: YouthDeps, promotions: readonly Promotion[]): Promise<void> {
  for (const promotion of promotions) await alarmPromoted(deps, promotion.campaign, promotion.userIds);
}
