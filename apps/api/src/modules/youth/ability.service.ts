import { hasPermission } from '@nanum/shared/permissions';
import { TROPHY_THRESHOLDS } from '@nanum/shared/limits';
import { nextTier, trophyTier } from '@nanum/shared/trophy';
import { PROFILE_VISIBILITY_FIELDS } from '@nanum/shared/profileVisibility';
import type { Ability, AbilityMaskedField } from '@nanum/shared/youthEntities';
import { YOUTH_MESSAGES as M } from '@nanum/shared/youthMessages';
import { countedMinutes, DEFAULT_DAILY_CAP_MINUTES, hoursTotals } from '@nanum/shared/volunteerHours';
import { minutesByMonth } from '@nanum/shared/youthRules';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import { presentProfile } from '../user/user.presenter';
import { findUserById, type UserRow } from '../user/user.repo';
import { ledgerEntry, listLedger } from './participation.repo';

/** Hidden members (hidden 1) are shown to operators only. */
const HIDDEN = 1;

/**
 * The ability page's data (SPEC section 6: the viewer passes ABILITY, checked by the router):
 * the member's public card, their approved campaigns of activities that have ended, totals, trophy and hours per month. Never
 * phone, address, birthday, email, university or department. The owner's 공개 범위 applies as on
 * their profile (GET /api/user/get/{id}): the card is the presented profile's, and a closed activity
 * leaves campaigns, totals, trophy and months empty; what is closed is named in `masked`.
 */
export async function loadAbility(db: Db, viewer: UserRow, userId: number, dailyCapMinutes: number = DEFAULT_DAILY_CAP_MINUTES): Promise<Ability> {
  const member = await findUserById(db, userId);
  if (!member || (member.hidden === HIDDEN && viewer.id !== member.id && !hasPermission(viewer, 'OPERATOR'))) {
    throw new AppError(404, M.memberNotFound, 'USER_NOT_FOUND');
  }
  const profile = presentProfile(member, [], viewer);
  const card: Ability['member'] = {
    id: profile.id,
    name: profile.name,
    image: profile.image,
    gender: profile.gender,
    cardinal: profile.cardinal,
    rank: profile.rank,
    type: profile.type,
    mbti: profile.mbti,
    teamName: profile.teamName,
    teamImage: profile.teamImage,
    divisionName: profile.divisionName,
  };
  const activityVisible = !PROFILE_VISIBILITY_FIELDS.activity.some((field) => profile.masked.includes(field));
  const masked: AbilityMaskedField[] = [
    ...(Object.keys(card) as (keyof Ability['member'])[]).filter((field) => profile.masked.includes(field)),
    ...(activityVisible ? [] : ['campaigns' as const]),
  ];
  const campaigns = activityVisible ? (await listLedger(db, userId)).map(ledgerEntry) : [];
  const count = campaigns.length;
  const tier = trophyTier(count);
  const next = nextTier(count);
  const hours = hoursTotals(campaigns, dailyCapMinutes);
  const counted = countedMinutes(campaigns, dailyCapMinutes);
  return {
    member: card,
    campaigns,
    totals: { campaigns: count, minutes: hours.countedMinutes, servedMinutes: hours.servedMinutes, schoolHours: hours.schoolHours, dailyCapMinutes },
    trophy: {
      tier,
      next: next ? { ...next, threshold: TROPHY_THRESHOLDS[next.tier] } : null,
      previousThreshold: tier === 'none' ? 0 : TROPHY_THRESHOLDS[tier],
    },
    monthly: minutesByMonth(campaigns.map((campaign, index) => ({ startDate: campaign.startDate, minutes: counted[index] ?? 0 }))),
    masked,
  };
}
