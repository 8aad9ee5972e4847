/**
 * Answer shapes of the youth programme calls (camelCase, as the API sends them). Pure types.
 */
import type { Gender } from './entities';
import type { ParticipationStatus } from './youthRules';
import type { TrophyRank, TrophyTier } from './trophy';

/** A campaign in the list and detail (GET /api/youth/campaigns[/id]). */
export interface Campaign {
  id: number;
  name: string;
  description: string;
  place: string;
  startDate: string;
  endDate: string;
  /** Hours credited by default on approval. */
  hours: number;
  capacity: number | null;
  divisionId: number | null;
  divisionName: string | null;
  /** Approved participants. */
  approvedCount: number;
  /** Applications waiting for a decision. */
  pendingCount: number;
  /** The viewer's own participation state, or null (not applied, or a visitor). */
  myStatus: ParticipationStatus | null;
  /** Whether the viewer may edit it and decide on its applications. */
  canManage: boolean;
}

/** One application as a manager sees it: the member's public values only. */
export interface Participation {
  id: number;
  campaignId: number;
  campaignName: string;
  userId: number;
  userName: string;
  cohort: number;
  teamName: string | null;
  status: ParticipationStatus;
  /** Credited hours (0 until approved). */
  hours: number;
  /** The campaign's default hours (what approval credits unless changed). */
  campaignHours: number;
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
  totals: { campaigns: number; minutes: number };
  trophy: { tier: TrophyTier; next: { tier: TrophyRank; remaining: number; threshold: number } | null; previousThreshold: number };
  monthly: { month: string; minutes: number }[];
}

/** What a certificate certifies, frozen at issue. */
export interface CertificateSnapshot {
  name: string;
  birthday: string | null;
  cardinal: number;
  teamName: string | null;
  divisionName: string | null;
  period: { start: string; end: string };
  campaigns: LedgerEntry[];
  totalMinutes: number;
}

/** GET /api/certificate/verify/{number}: genuine (with what it certifies, name masked), revoked, or unknown. */
export type CertificateVerification =
  | { state: 'unknown'; number: string }
  | {
      state: 'genuine' | 'revoked';
      number: string;
      issuedAt: string;
      revokedAt: string | null;
      /** Why it was revoked (null while genuine, or for revocations made before reasons were kept). */
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
