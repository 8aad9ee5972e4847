import { ADMIN_MESSAGES as M } from '@nanum/shared/adminMessages';
import { PROMOTIONAL_PREFIX } from '@nanum/shared/notificationSettings';
import type { Broadcast, BroadcastAudienceQuery } from '@nanum/shared/adminMemberSchemas';
import type { MemberScope } from '@nanum/shared/authority';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import type { RealtimeEmitter } from '../../realtime/realtimeEmitter';
import { notifyUsers } from '../alarm/alarm.service';
import { recordChange, type Actor } from './audit.service';
import { findBroadcastRecipients } from './member.repo';

/**
 * Verified members the broadcast goes to: everyone, one affiliation type, cohort, division, team
 * or rank, within the sender's scope (a division head's own division; another division reaches nobody).
 */
export function recipients(db: Db, audience: BroadcastAudienceQuery, scope: MemberScope): Promise<number[]> {
  if (scope.divisionId === null) return Promise.resolve([]);
  const valueFor = (target: BroadcastAudienceQuery['target']) => (audience.target === target ? audience.value : undefined);
  const division = valueFor('division');
  if (division !== undefined && scope.divisionId !== undefined && division !== scope.divisionId) return Promise.resolve([]);
  return findBroadcastRecipients(db, {
    divisionId: scope.divisionId ?? division,
    type: valueFor('type'),
    cardinal: valueFor('cardinal'),
    teamId: valueFor('team'),
    rank: valueFor('rank'),
  });
}

/**
 * Sends an alarm through the alarm service (saved, then pushed live) to the members the sender may
 * reach (a division head: their own division's) and records it. Answers how many it was
 * addressed to. A promotional one (광고성 정보) is titled "(광고)" and reaches only the members who
 * agreed to promotional messages (their notification settings decide).
 */
export async function broadcast(deps: { db: Db; realtime: RealtimeEmitter }, actor: Actor, input: Broadcast, scope: MemberScope): Promise<number> {
  const ids = await recipients(deps.db, input, scope);
  if (ids.length === 0) throw new AppError(404, M.broadcastNobody, 'NOBODY');
  const title = input.promotional ? `${PROMOTIONAL_PREFIX}${input.title}` : input.title;
  const alarm = { title, subTitle: input.subTitle, description: input.description, href: input.href };
  await notifyUsers(deps, ids, { ...alarm, kind: 'broadcast', promotional: input.promotional });
  await recordChange(deps.db, actor, { action: 'alarm.broadcast', targetType: 'alarm', targetId: null, before: null, after: { ...alarm, promotional: input.promotional, target: input.target, value: input.value ?? null, recipients: ids.length } });
  return ids.length;
}
