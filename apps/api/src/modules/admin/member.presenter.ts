import type { AdminMemberFields } from '@nanum/shared/adminViews';
import { affiliationTypeLabel, powerLabel, rankLabel } from '@nanum/shared/codes';
import { toIso } from '../../db/values';
import type { MemberAdminRow } from './member.repo';

/** A member row of the admin list: codes with their labels, no private contact data. */
export const presentMember = (row: MemberAdminRow): AdminMemberFields => ({
  id: row.id,
  name: row.name,
  email: row.email,
  type: row.type,
  typeLabel: affiliationTypeLabel(row.type) ?? '',
  rank: row.rank,
  rankLabel: rankLabel(row.rank) ?? '',
  cardinal: row.cardinal,
  power: row.power,
  powerLabel: powerLabel(row.power) ?? '',
  certify: row.certify === 1,
  hidden: row.hidden,
  endOfActivity: row.end_of_activity === 1,
  teamId: row.team_id,
  teamName: row.team_name,
  divisionId: row.division_id,
  divisionName: row.division_name,
  joinedAt: toIso(row.created_at),
});
