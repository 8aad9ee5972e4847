/**
 * Entity shapes of SPEC section 3, as the API answers them (camelCase).
 * Pure types: no Node or DOM.
 */
import type { ProfileVisibility } from './profileVisibility';

/** Gender code: 0 unknown, 1 male, 2 female. */
export type Gender = 0 | 1 | 2;
/** Power code: 0 member, 1 operator, 2 admin. */
export type Power = 0 | 1 | 2;

export interface CampaignListItem {
  name: string;
  startDate: string;
  endDate: string;
}

export interface AlarmItem {
  id: number;
  title: string;
  subTitle: string;
  description: string;
  date: string;
  href: string;
  query: string | null;
  /** 0 unread, 1 read */
  view: 0 | 1;
  hidden: 0 | 1;
}

export interface BoardKind {
  id: number;
  name: string;
  color: string;
}

export interface BoardPostRow {
  id: number;
  title: string;
  board_name: string;
  board_href: string;
  table_id: number;
  kind_id: number | null;
  comment_count: number;
  visit: number;
  recommend: number;
  date: string;
}

export interface CommentRow {
  id: number;
  description: string;
  board_id: number;
  board_href: string;
  board_name: string;
  board_title: string;
  reply_name: string | null;
  recommend: number;
  date: string;
}

/** The user as the API presents it. Private fields may be absent (masked by the server). */
export interface User {
  id: number;
  name: string;
  email: string;
  /** 0 means no social login, so a password can be changed. */
  passport: number;
  birthday: string | null;
  number: string | null;
  address: string | null;
  university: string | null;
  department: string | null;
  gender: Gender;
  image: string | null;
  avatar: string | null;
  /** 0 unset, otherwise 1..16 (see MBTI in codes). */
  mbti: number;
  /** Affiliation type 0..5. */
  type: number;
  /** Rank 0..22. */
  rank: number;
  /** Cohort number; 0 means none. */
  cardinal: number;
  power: Power;
  /** 1 verified (a boolean in the current-user answer). */
  certify: boolean;
  /** 0 or 2 allows privileges. */
  hidden: number;
  alarm: AlarmItem[];
  /** Unread visible alarms in all (the bell's badge): `alarm` carries only the newest ALARM_LIST_LIMIT. */
  alarmUnread: number;
  endOfActivity: boolean;
  division: number | null;
  team: number | null;
  teamName: string | null;
  teamImage: string | null;
  divisionName: string | null;
  campaignList: CampaignListItem[];
  /** Which parts of the profile other members see (the owner's own answer only; never another's). */
  profileVisibility: ProfileVisibility;
  /**
   * An administrator took the verification away (the owner's own answer only): the member cannot
   * verify again by themselves, and is not sent to the join page.
   */
  certifyRevoked: boolean;
  board: { kind: BoardKind[]; list: BoardPostRow[]; count: number };
  comment: { list: CommentRow[]; count: number };
}

/**
 * Another member's profile as the API answers it (GET /api/user/get/{userId}): no alarms, and the
 * values the viewer may not see are named in `masked` (shown as 비공개) and emptied: text as null,
 * codes as 0 (none), the campaign list as []. Visitors get only id, name and pictures.
 */
export type ProfileUser = Omit<User, 'alarm' | 'alarmUnread' | 'board' | 'comment' | 'email' | 'profileVisibility' | 'certifyRevoked'> & {
  email: string | null;
  masked: string[];
};
