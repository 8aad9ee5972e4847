import { ADMIN_MESSAGES as M } from '@nanum/shared/adminMessages';
import { PROMOTIONAL_PREFIX, type NotificationSettings } from '@nanum/shared/notificationSettings';
import type { Broadcast, BroadcastAudienceQuery } from '@nanum/shared/adminMemberSchemas';
import type { MemberScope } from '@nanum/shared/authority';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import type { RealtimeEmitter } from '../../realtime/realtimeEmitter';
import { notifyUsers } from '../alarm/alarm.service';
import type { NewAlarm } from '../alarm/alarm.repo';
import { recordChange, type Actor } from './audit.service';
import { alarmChannels } from '../push/alarmDelivery';
import { membersWithSettings } from '../push/notificationSettings.repo';
import { broadcastAudienceQuery, countBroadcastRecipients, type BroadcastAudience } from './member.repo';

/**
 * The audience within the sender's scope: everyone, one affiliation type, cohort, division, team
 * or rank (a division head: within their own division), or null when it reaches nobody (another
 * division's, or a sender with no division to reach).
 */
function audienceWithin(audience: BroadcastAudienceQuery, scope: MemberScope): BroadcastAudience | null {
  if (scope.divisionId === null) return null;
  const valueFor = (target: BroadcastAudienceQuery['target']) => (audience.target === target ? audience.value : undefined);
  const division = valueFor('division');
  if (division !== undefined && scope.divisionId !== undefined && division !== scope.divisionId) return null;
  return { divisionId: scope.divisionId ?? division, type: valueFor('type'), cardinal: valueFor('cardinal'), teamId: valueFor('team'), rank: valueFor('rank') };
}

/** How many verified members the broadcast goes to, within the sender's scope. */
export async function countRecipients(db: Db, audience: BroadcastAudienceQuery, scope: MemberScope): Promise<number> {
  const within = audienceWithin(audience, scope);
  if (!within) return 0;
  if (!audience.promotional) return countBroadcastRecipients(db, within);
  const { ids, chosen } = await membersWithSettings(db, broadcastAudienceQuery(db, within));
  return reachedBy(ids, { kind: 'broadcast', promotional: true, title: '' }, chosen);
}

/** How many of `ids` the alarm reaches in the bell or on the phone: a promotional one only those who agreed (and whose channels take it). */
function reachedBy(ids: readonly number[], alarm: NewAlarm, chosen: ReadonlyMap<number, NotificationSettings>): number {
  const { site, push } = alarmChannels(ids, alarm, chosen);
  return new Set([...site, ...push]).size;
}

/**
 * Sends an alarm through the alarm service (saved, then pushed live) to the members the sender may
 * reach (a division head: their own division's) and records it. Answers how many it was
 * addressed to. A promotional one (광고성 정보) is titled "(광고)" and reaches only the members who
 * agreed to promotional messages (their notification settings decide).
 */
export async function broadcast(deps: { db: Db; realtime: RealtimeEmitter }, actor: Actor, input: Broadcast, scope: MemberScope): Promise<number> {
  const within = audienceWithin(input, scope);
  // The members with the settings of those who changed theirs.
  const { ids, chosen } = within ? await membersWithSettings(deps.db, broadcastAudienceQuery(deps.db, within)) : { ids: [], chosen: new Map() };
  const title = input.promotional ? `${PROMOTIONAL_PREFIX}${input.title}` : input.title;
  const alarm = { title, subTitle: input.subTitle, description: input.description, href: input.href };
  const newAlarm = { ...alarm, kind: 'broadcast' as const, promotional: input.promotional };
  // Counted as reached: a promotional one only the members who agreed.
  const recipients = reachedBy(ids, newAlarm, chosen);
  if (recipients === 0) throw new AppError(404, M.broadcastNobody, 'NOBODY');
  await notifyUsers(deps, ids, newAlarm, chosen);
  await recordChange(deps.db, actor, { action: 'alarm.broadcast', targetType: 'alarm', targetId: null, before: null, after: { ...alarm, promotional: input.promotional, target: input.target, value: input.value ?? null, recipients } });
  return recipients;
}
