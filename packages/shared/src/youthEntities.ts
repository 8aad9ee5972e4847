/**
 * Answer shapes of the youth programme calls (camelCase, as the API sends them). Pure types.
 */
import type { Gender } from './entities';
import type { CampaignPhase } from './campaignPage';
import type { ParticipationStatus } from './youthRules';
import type { TrophyRank, TrophyTier } from './trophy';

/** What a campaign is and when: the manager writes it (the API's campaign values) and every view shows it. */
export interface CampaignSchedule {
  name: string;
  description: string;
  place: string;
  startDate: string;
  endDate: string;
  /** 'HH:MM' Korean time, or null (dates only). */
  startTime: string | null;
  endTime: string | null;
  /** The last day applications are taken (Korean calendar), or null (until the activity has ended). */
  applyDeadline: string | null;
}

/** A campaign in the list and detail (GET /api/youth/campaigns[/id]). */
export interface Campaign extends CampaignSchedule {
  id: number;
  /** Hours credited by default on approval. */
  hours: number;
  capacity: number | null;
  /** Places not yet held (null without a capacity). */
  placesLeft: number | null;
  divisionId: number | null;
  divisionName: string | null;
  /** Approved participants. */
  approvedCount: number;
  /** Participations still in progress (applied, selected or attended). */
  pendingCount: number;
  /** Applications waiting for a place. */
  waitingCount: number;
  /** Whether applications are taken now, wait for a place, closed or the activity ended (campaignPage.ts). */
  phase: CampaignPhase;
  /** The viewer's own participation state, or null (not applied, or a visitor). */
  myStatus: ParticipationStatus | null;
  /** The viewer's place in the waitlist (1 first) while waiting, else null. */
  myWaitlistPosition: number | null;
  /** Whether the viewer may edit it and act on its participations (never on their own: youthRules.ts). */
  canManage: boolean;
}

/** GET /api/youth/campaigns/{id}: a campaign with its applications (for its managers; empty for others). */
export type CampaignDetail = Campaign & { participations: Participation[] };

/** One application as a manager sees it: the member's public values only. */
export interface Participation {
  id: number;
  campaignId: number;
  campaignName: string;
  userId: number;
  userName: string;
  /** The member's division now: a division head acts on their own division's members only (the lifecycle rules read it). */
  userDivisionId: number | null;
  cohort: number;
  teamName: string | null;
  status: ParticipationStatus;
  /** Confirmed hours once attendance is confirmed, credited once approved (0 before). */
  hours: number;
  /** The campaign's default hours (what the attendance field starts with without an attendance record). */
  campaignHours: number;
  /** Minutes the QR attendance record measured (check-in to check-out), null without a finished record. */
  attendedMinutes: number | null;
  /** The campaign's dates and division: the web checks the lifecycle rules with them. */
  campaignStartDate: string;
  campaignEndDate: string;
  /**
   * The campaign's times ('HH:MM', Korean time; null: dates only): with its dates, the most hours
   * 참여 확인 and 정정 accept (creditLimitMinutes). The API always sends them.
   */
  campaignStartTime?: string | null;
  campaignEndTime?: string | null;
  campaignDivisionId: number | null;
  /** Why an approved record was last corrected or cancelled (null otherwise). */
  reason: string | null;
  appliedAt: string | null;
}

/** One approved campaign on the ability page and in a certificate. */
export interface LedgerEntry {
  name: string;
  place: string;
  startDate: string;
  endDate: string;
  minutes: number;
}

/** GET /api/youth/ability/{userId}. Never phone, address, birthday or email. */
export interface Ability {
  member: {
    id: number;
    name: string;
    image: string | null;
    gender: Gender;
    cardinal: number;
    rank: number;
    type: number;
    mbti: number;
    teamName: string | null;
    teamImage: string | null;
    divisionName: string | null;
  };
  campaigns: LedgerEntry[];
  /**
   * minutes: what counts, after the daily cap (volunteerHours.ts); servedMinutes: as confirmed;
   * schoolHours: the whole hours school records take (minutes under an hour dropped).
   */
  totals: { campaigns: number; minutes: number; servedMinutes: number; schoolHours: number; dailyCapMinutes: number };
  trophy: { tier: TrophyTier; next: { tier: TrophyRank; remaining: number; threshold: number } | null; previousThreshold: number };
  monthly: { month: string; minutes: number }[];
  /**
   * What the viewer may not see (the owner's 공개 범위, packages/shared/src/profileVisibility.ts), shown
   * as 비공개: fields of `member` (emptied as the profile empties them) and 'campaigns' when the
   * activity is closed (campaigns, totals, trophy and months are then empty). Empty for the owner and operators.
   */
  masked?: AbilityMaskedField[];
}

/** A part of the ability answer the owner may close to other members. */
export type AbilityMaskedField = keyof Ability['member'] | 'campaigns';

/** What a certificate certifies, frozen at issue. */
export interface CertificateSnapshot {
  name: string;
  birthday: string | null;
  cardinal: number;
  teamName: string | null;
  divisionName: string | null;
  period: { start: string; end: string };
  campaigns: LedgerEntry[];
  /** The minutes that count, after the daily cap (volunteerHours.ts). */
  totalMinutes: number;
  /** The daily cap the total was counted under (absent in certificates issued before it). */
  dailyCapMinutes?: number;
}

/**
 * The state of an issued certificate: genuine (정상), revoked by a manager (폐기), or corrected
 * (정정됨: the records it shows changed after issue, either a correction or cancellation revoked it,
 * or the rows it names no longer match their digest).
 */
export type CertificateState = 'genuine' | 'revoked' | 'corrected';

/** GET /api/certificate/verify/{number}: an issued certificate's state with what it certifies (name masked), or unknown (발급 기록 없음). */
export type CertificateVerification =
  | { state: 'unknown'; number: string }
  | {
      state: CertificateState;
      number: string;
      issuedAt: string;
      /** When it was revoked, or when the records behind it changed (null while genuine). */
      revokedAt: string | null;
      /** Why (null while genuine, or for revocations made before reasons were kept). */
      revokeReason: string | null;
      certifies: Omit<CertificateSnapshot, 'birthday' | 'name'> & { maskedName: string };
    };

/** GET /api/youth/members: a member a manager may enrol (types 2, 3, 4; division heads: their division). */
export interface ManagedMember {
  id: number;
  name: string;
  email: string;
  type: number;
  typeLabel: string;
  cardinal: number;
  teamName: string | null;
  divisionName: string | null;
}

/** GET /api/youth/certificates/user/{id}: one of a member's certificates, newest first. */
export interface MemberCertificate {
  number: string;
  state: CertificateState;
  issuedAt: string;
  revokedAt: string | null;
  revokeReason: string | null;
  totalMinutes: number;
  campaigns: number;
  path: string;
}

/** GET /api/youth/divisions: a division, in display order. */
export interface DivisionListItem {
  id: number;
  name: string;
  sort: number;
}

/** GET /api/youth/teams: a team (SPEC section 3 names: team, teamName, teamImage, division, divisionName), in display order. */
export interface TeamListItem {
  team: number;
  teamName: string;
  teamImage: string | null;
  division: number | null;
  divisionName: string | null;
  sort: number;
}
