import type { Db } from '../../db/knex';
import type { ReadCache } from '../../http/readCache';
import { readAlarmList } from '../alarm/alarm.repo';
import { listApprovedCampaigns } from '../youth/campaign.repo';
import { presentSelf, type SelfUser } from './user.presenter';
import type { UserRow } from './user.repo';

/**
 * The current user with their alarms and campaign list, as their own client sees it. A read
 * request passes the read cache (http/readCache.ts: emptied by every write, so a new alarm or an
 * approval shows on the next read); a write request reads afresh.
 */
export async function loadSelf(db: Db, user: UserRow, cache?: ReadCache): Promise<SelfUser> {
  const [alarms, campaigns] = await Promise.all([
    cache ? cachedAlarms(db, cache, user.id) : readAlarmList(db, user.id),
    cache ? cache.get(`campaigns:${user.id}`, () => listApprovedCampaigns(db, user.id)) : listApprovedCampaigns(db, user.id),
  ]);
  return presentSelf(user, alarms, campaigns);
}

/** A member's visible alarms and unread count through the read cache (a read request's copy; do not change it). */
export function cachedAlarms(db: Db, cache: ReadCache, userId: number) {
  return cache.get(`alarms:${userId}`, () => readAlarmList(db, userId));
}
