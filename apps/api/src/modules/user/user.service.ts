import type { Db } from '../../db/knex';
import { listVisibleAlarms } from '../alarm/alarm.repo';
import { listApprovedCampaigns } from '../youth/campaign.repo';
import { presentSelf, type SelfUser } from './user.presenter';
import type { UserRow } from './user.repo';

/** The current user with their alarms and campaign list, as their own client sees it. */
export async function loadSelf(db: Db, user: UserRow): Promise<SelfUser> {
  const [alarms, campaigns] = await Promise.all([listVisibleAlarms(db, user.id), listApprovedCampaigns(db, user.id)]);
  return presentSelf(user, alarms, campaigns);
}
