import type { AlarmItem, CampaignListItem, Gender, Power, ProfileUser, User } from '@nanum/shared/entities';
import { hasPermission } from '@nanum/shared/permissions';
import { PRIVATE_PROFILE_FIELDS } from '@nanum/shared/profileRules';
import type { UserRow } from './user.repo';

/** The current user as their own client sees it. Never a hash, token or session version. */
export type SelfUser = Omit<User, 'board' | 'comment'>;

export function presentSelf(row: UserRow, alarm: AlarmItem[], campaignList: CampaignListItem[]): SelfUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    passport: row.passport,
    birthday: row.birthday,
    number: row.number,
    address: row.address,
    university: row.university,
    department: row.department,
    gender: (row.gender === 1 || row.gender === 2 ? row.gender : 0) as Gender,
    image: row.image,
    avatar: row.avatar,
    mbti: row.mbti,
    type: row.type,
    rank: row.rank,
    cardinal: row.cardinal,
    power: (row.power === 1 || row.power === 2 ? row.power : 0) as Power,
    certify: row.certify === 1,
    hidden: row.hidden,
    alarm,
    endOfActivity: row.end_of_activity === 1,
    division: row.division_id,
    team: row.team_id,
    teamName: row.team_name,
    teamImage: row.team_image,
    divisionName: row.division_name,
    campaignList,
  };
}

/**
 * Another member's profile for a viewer (SPEC section 6: read-only, private values masked). The
 * member themselves and operators see everything; anyone else gets the private values as null,
 * named in `masked`. Never alarms, hashes or session data.
 */
export function presentProfile(row: UserRow, campaignList: CampaignListItem[], viewer: Express.User | undefined): ProfileUser {
  const { alarm: _alarm, ...self } = presentSelf(row, [], campaignList);
  const seesAll = !!viewer && (viewer.id === row.id || hasPermission(viewer, 'OPERATOR'));
  if (seesAll) return { ...self, masked: [] };
  const profile: ProfileUser = { ...self, masked: [...PRIVATE_PROFILE_FIELDS] };
  for (const field of PRIVATE_PROFILE_FIELDS) profile[field] = null;
  return profile;
}
