import type { CampaignListItem, Gender, Power, ProfileUser, User } from '@nanum/shared/entities';
import { PRIVATE_PROFILE_FIELDS } from '@nanum/shared/profileRules';
import { parseProfileVisibility, PROFILE_VISIBILITY_FIELDS, PROFILE_VISIBILITY_GROUPS, seesWholeProfile, visibleProfileGroups, type ProfileVisibilityGroup } from '@nanum/shared/profileVisibility';
import type { AlarmList } from '../alarm/alarm.repo';
import type { UserRow } from './user.repo';

const NO_ALARMS: AlarmList = { list: [], unread: 0 };

/** The current user as their own client sees it. Never a hash, token or session version. */
export type SelfUser = Omit<User, 'board' | 'comment'>;

export function presentSelf(row: UserRow, alarms: AlarmList, campaignList: CampaignListItem[]): SelfUser {
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
    alarm: alarms.list,
    alarmUnread: alarms.unread,
    endOfActivity: row.end_of_activity === 1,
    division: row.division_id,
    team: row.team_id,
    teamName: row.team_name,
    teamImage: row.team_image,
    divisionName: row.division_name,
    campaignList,
    profileVisibility: parseProfileVisibility(row.profile_visibility),
    certifyRevoked: row.certify !== 1 && row.certify_revoked_at !== null,
  };
}

/** Each field a masked group empties, with its empty value (text null, codes 0 = none, false, no campaigns). */
const EMPTY_VALUES: Partial<Record<keyof ProfileUser, unknown>> = {
  gender: 0, mbti: 0, type: 0, rank: 0, cardinal: 0, team: null, teamName: null, teamImage: null, division: null, divisionName: null, endOfActivity: false, campaignList: [],
};

/**
 * Values a closed group empties besides its own: a finished activity (endOfActivity) tells that the
 * member was in a youth champ cohort, so it is closed with 기수/팀.
 */
const GROUP_EXTRA_FIELDS: Partial<Record<ProfileVisibilityGroup, readonly (keyof ProfileUser)[]>> = { cohort: ['endOfActivity'] };

/**
 * Values a visitor who is not logged in sees besides the groups: none but the name and pictures.
 * certifyRevoked is shown wherever certify is (it tells the same story), so it is masked with it.
 */
const MEMBER_ONLY_FIELDS = ['passport', 'power', 'certify', 'certifyRevoked', 'hidden', 'endOfActivity'] as const satisfies readonly (keyof SelfUser)[];
const MEMBER_ONLY_EMPTY: Pick<SelfUser, (typeof MEMBER_ONLY_FIELDS)[number]> = { passport: 0, power: 0, certify: false, certifyRevoked: false, hidden: 0, endOfActivity: false };

/**
 * Another member's profile for a viewer (SPEC section 6: read-only; issue 23: visitors see the
 * name and pictures only, members what the owner opened, packages/shared/src/profileVisibility.ts).
 * The member themselves and operators see everything; anyone else gets the private contact values
 * as null and each closed group emptied, all named in `masked`. Never alarms, hashes or session data.
 */
export function presentProfile(row: UserRow, campaignList: CampaignListItem[], viewer: Express.User | undefined): ProfileUser {
  const { alarm: _alarm, alarmUnread: _unread, profileVisibility, ...self } = presentSelf(row, NO_ALARMS, campaignList);
  if (seesWholeProfile(viewer, row.id)) return { ...self, masked: [] };
  const visible = visibleProfileGroups(viewer, row.id, profileVisibility);
  const closed = PROFILE_VISIBILITY_GROUPS.filter((group) => !visible.includes(group)).flatMap((group) => [...PROFILE_VISIBILITY_FIELDS[group], ...(GROUP_EXTRA_FIELDS[group] ?? [])]);
  const profile: ProfileUser = { ...self, masked: [...PRIVATE_PROFILE_FIELDS, ...closed] };
  for (const field of PRIVATE_PROFILE_FIELDS) profile[field] = null;
  Object.assign(profile, Object.fromEntries(closed.map((field) => [field, EMPTY_VALUES[field]])));
  if (!viewer) {
    Object.assign(profile, MEMBER_ONLY_EMPTY);
    profile.masked.push(...MEMBER_ONLY_FIELDS.filter((field) => !profile.masked.includes(field)));
  }
  return profile;
}
