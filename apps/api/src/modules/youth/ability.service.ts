import { hasPermission } from '@nanum/shared/permissions';
import { TROPHY_THRESHOLDS } from '@nanum/shared/limits';
import { nextTier, trophyTier } from '@nanum/shared/trophy';
import type { Ability } from '@nanum/shared/youthEntities';
import { YOUTH_MESSAGES as M } from '@nanum/shared/youthMessages';
import { countedMinutes, DEFAULT_DAILY_CAP_MINUTES, hoursTotals } from '@nanum/shared/volunteerHours';
import { minutesByMonth } from '@nanum/shared/youthRules';
import type { Gender } from '@nanum/shared/entities';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import { findUserById, type UserRow } from '../user/user.repo';
import { ledgerEntry, listLedger } from './participation.repo';

/** Hidden members (hidden 1) are shown to operators only. */
const HIDDEN = 1;

/**
 * The ability page's data (SPEC section 6: the viewer passes ABILITY, checked by the router):
 * the member's public card, their approved campaigns of activities that have ended, totals, trophy and hours per month. Never
 * phone, address, birthday, email, university or department.
 */
export async function loadAbility(db: Db, viewer: UserRow, userId: number, dailyCapMinutes: number = DEFAULT_DAILY_CAP_MINUTES): Promise<Ability> {
  const member = await findUserById(db, userId);
  if (!member || (member.hidden === HIDDEN && viewer.id !== member.id && !hasPermission(viewer, 'OPERATOR'))) {
    throw new AppError(404, M.memberNotFound, 'USER_NOT_FOUND');
  }
  const campaigns = (await listLedger(db, userId)).map(ledgerEntry);
  const count = campaigns.length;
  const tier = trophyTier(count);
  const next = nextTier(count);
  const hours = hoursTotals(campaigns, dailyCapMinutes);
  const counted = countedMinutes(campaigns, dailyCapMinutes);
  return {
    member: {
      id: member.id,
      name: member.name,
      image: member.image,
      gender: (member.gender === 1 || member.gender === 2 ? member.gender : 0) as Gender,
      cardinal: member.cardinal,
      rank: member.rank,
      type: member.type,
      mbti: member.mbti,
      teamName: member.team_name,
      teamImage: member.team_image,
      divisionName: member.division_name,
    },
    campaigns,
    totals: { campaigns: count, minutes: hours.countedMinutes, servedMinutes: hours.servedMinutes, schoolHours: hours.schoolHours, dailyCapMinutes },
    trophy: {
      tier,
      next: next ? { ...next, threshold: TROPHY_THRESHOLDS[next.tier] } : null,
      previousThreshold: tier === 'none' ? 0 : TROPHY_THRESHOLDS[tier],
    },
    monthly: minutesByMonth(campaigns.map((campaign, index) => ({ startDate: campaign.startDate, minutes: counted[index] ?? 0 }))),
  };
}
