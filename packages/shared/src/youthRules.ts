/**
 * Rules of the youth volunteer programme (issue 8): participation states, who takes part and who
 * manages which campaign, hours, certificate numbers and the name masking of the public
 * verification page. Pure functions; the API enforces them, the web hides controls with them.
 */
import { actOnMemberRefusal } from './authority';
import { AFFILIATION_TYPE } from './memberCodes';
import { hasPermission, type PermissionUser } from './permissions';
import { siteToday } from './timeZone';
import { MINUTES_PER_HOUR, type ParticipationStatus } from './youthText';

// Defined in youthText.ts (what the pages write: a participation's state, hours and dates), which
// a page that only shows them (the attendance page) loads without these rules.
export { campaignDates, formatHours, MINUTES_PER_HOUR, PARTICIPATION_STATUS, PARTICIPATION_STATUS_LABELS, type ParticipationStatus } from './youthText';

/** States that hold a place in a campaign (what fills its capacity). */
export const ACTIVE_PARTICIPATION_STATUSES: readonly ParticipationStatus[] = ['applied', 'selected', 'attended', 'approved'];
/** States waiting for a manager's next step (the managers' queue). */
export const OPEN_PARTICIPATION_STATUSES: readonly ParticipationStatus[] = ['applied', 'selected', 'attended'];
/** States in which the member may still withdraw. */
export const WITHDRAWABLE_STATUSES: readonly ParticipationStatus[] = ['waiting', 'applied', 'selected'];
/** States whose end frees a place for the first waiting application (withdrawn or rejected). */
export const PLACE_HOLDING_OPEN_STATUSES: readonly ParticipationStatus[] = ['applied', 'selected'];
/** States a campaign cannot be deleted with (confirmed or credited time, and its history). */
export const RECORDED_STATUSES: readonly ParticipationStatus[] = ['attended', 'approved', 'cancelled'];

/** Affiliation types that take part in campaigns: youth champ team (2), supporters (3), KSCV (4). */
export const PARTICIPANT_TYPES: readonly number[] = [AFFILIATION_TYPE.YOUTH_CHAMP, AFFILIATION_TYPE.SUPPORTERS, AFFILIATION_TYPE.KSCV];

/** A user who may manage campaigns: their division matters for division heads. */
export type ManagerUser = PermissionUser & { division?: number | null };

/** Whether the user's type takes part in campaigns. */
export const isParticipantType = (type: number | null | undefined): boolean => type !== null && type !== undefined && PARTICIPANT_TYPES.includes(type);

/** Creates campaigns: operators and admins, or division heads (DIVISION). */
export const canCreateCampaign = (user: ManagerUser | null | undefined): boolean => hasPermission(user, 'DIVISION');

/**
 * Manages one campaign (edit, enrol, approve, reject): operators and admins any campaign;
 * division heads (rank 10 or 19) only the campaigns of their own division.
 */
export function canManageCampaign(user: ManagerUser | null | undefined, campaign: { divisionId: number | null }): boolean {
  if (hasPermission(user, 'OPERATOR')) return true;
  return (
    hasPermission(user, 'DIVISION_ONLY') &&
    user?.division !== null &&
    user?.division !== undefined &&
    campaign.divisionId !== null &&
    user.division === campaign.divisionId
  );
}

/** A member as the youth rules read them: who they are, where they belong and how they stand. */
export interface ManagedMember {
  id: number;
  division: number | null;
  power: number;
  rank: number;
}

/** Why the user may not manage a member's certificates: themselves, an equal or superior, another division's member. */
export type ManageMemberRefusal = 'notManager' | 'self' | 'superior';

/**
 * Whether the user manages one member (sees and revokes their certificates), or why not: operators
 * and admins any member, division heads (rank 10 or 19) the members of their own division, and
 * nobody themselves, an equal or a superior (docs/ROLES.md, rule 2: the admin's own model in
 * authority.ts, so an admin may act on another admin).
 */
export function manageMemberRefusal(user: ManagerUser | null | undefined, member: ManagedMember): ManageMemberRefusal | null {
  const refusal = actOnMemberRefusal(user ? { ...user, divisionId: user.division } : user, { ...member, divisionId: member.division });
  if (refusal === null || refusal === 'self' || refusal === 'superior') return refusal;
  return 'notManager';
}

/** The activity certificate: type 2 (youth champ team) with endOfActivity. */
export const canIssueCertificate = (user: PermissionUser | null | undefined): boolean =>
  !!user && user.type === AFFILIATION_TYPE.YOUTH_CHAMP && (user.endOfActivity === true || user.endOfActivity === 1);

/** The step of credited time (30 minutes). */
export const CREDIT_STEP_MINUTES = 30;
/** Most hours one campaign can credit. */
export const MAX_CREDIT_HOURS = 100;

/** Hours (a multiple of 0.5) as stored minutes. */
export const hoursToMinutes = (hours: number): number => Math.round(hours * MINUTES_PER_HOUR);
/** Stored minutes as hours (240 -> 4, 90 -> 1.5). */
export const minutesToHours = (minutes: number): number => minutes / MINUTES_PER_HOUR;

/**
 * The hours 참여 확인 starts with for one participation: what its attendance record measured
 * (check-in to check-out, after corrections), down to the credit step and at most MAX_CREDIT_HOURS;
 * the campaign's hours when there is no finished record. Never above `limitMinutes`, the most the
 * activity allows (creditLimitMinutes in volunteerHours.ts), so the field starts with what the
 * API accepts. The manager may still change them.
 */
export function startingCreditHours(campaignMinutes: number, attendedMinutes: number | null, limitMinutes: number = MAX_CREDIT_HOURS * MINUTES_PER_HOUR): number {
  const limit = minutesToHours(Math.max(0, limitMinutes));
  if (attendedMinutes === null || !Number.isFinite(attendedMinutes) || attendedMinutes < 0) return Math.min(minutesToHours(campaignMinutes), limit);
  const stepped = Math.floor(attendedMinutes / CREDIT_STEP_MINUTES) * CREDIT_STEP_MINUTES;
  return Math.min(minutesToHours(stepped), MAX_CREDIT_HOURS, limit);
}

/**
 * Certificate issue numbers: "NANUM-" + issue year + "-" + 10 characters of Crockford base32
 * (no I, L, O, U), e.g. NANUM-2026-7K3M9QX2TB. 50 random bits: numbers cannot be guessed.
 */
export const CERTIFICATE_NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CERTIFICATE_RANDOM_LENGTH = 10;
export const CERTIFICATE_NUMBER_PATTERN = /^NANUM-\d{4}-[0-9A-HJKMNP-TV-Z]{10}$/;

/** The number for an issue year and random bytes (at least 10; each byte picks one character). */
export function certificateNumber(year: number, randomBytes: ArrayLike<number>): string {
  if (randomBytes.length < CERTIFICATE_RANDOM_LENGTH) throw new RangeError('certificateNumber needs 10 random bytes');
  let code = '';
  for (let index = 0; index < CERTIFICATE_RANDOM_LENGTH; index += 1) {
    code += CERTIFICATE_NUMBER_ALPHABET[(randomBytes[index] as number) % CERTIFICATE_NUMBER_ALPHABET.length];
  }
  return `NANUM-${String(year).padStart(4, '0')}-${code}`;
}

/** Whether a text is an issue number (case-sensitive; the web upper-cases what people type). */
export const isCertificateNumber = (value: unknown): value is string => typeof value === 'string' && CERTIFICATE_NUMBER_PATTERN.test(value);

/**
 * A name partly masked for the public verification page: the first and last characters stay,
 * the middle becomes *. 이다온 -> 이*온, 남궁민수 -> 남**수, 이온 -> 이*, 온 -> *.
 */
export function maskName(name: string | null | undefined): string {
  const characters = Array.from((name ?? '').trim());
  if (characters.length === 0) return '';
  if (characters.length === 1) return '*';
  if (characters.length === 2) return `${characters[0]}*`;
  return `${characters[0]}${'*'.repeat(characters.length - 2)}${characters[characters.length - 1]}`;
}

/** One approved campaign as counted in hours per month. */
export interface CreditedCampaign {
  startDate: string;
  minutes: number;
}

/** The month after a "YYYY-MM" month. */
const nextMonth = (month: string): string => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
};

/**
 * Credited minutes per month ("YYYY-MM", by start date), oldest first, from the first month with
 * activity to the last: months without activity in between stay on the chart's axis with 0.
 */
export function minutesByMonth(campaigns: readonly CreditedCampaign[]): { month: string; minutes: number }[] {
  const totals = new Map<string, number>();
  for (const campaign of campaigns) {
    const month = campaign.startDate.slice(0, 7);
    totals.set(month, (totals.get(month) ?? 0) + campaign.minutes);
  }
  const months = [...totals.keys()].sort();
  const first = months[0];
  const last = months[months.length - 1];
  if (first === undefined || last === undefined) return [];
  const series: { month: string; minutes: number }[] = [];
  for (let month = first; month <= last; month = nextMonth(month)) series.push({ month, minutes: totals.get(month) ?? 0 });
  return series;
}

/** Progress toward the next trophy tier, 0..1 (1 at platinum): campaigns done since the last tier. */
export function progressRatio(count: number, previousThreshold: number, nextThreshold: number | null): number {
  if (nextThreshold === null) return 1;
  const span = nextThreshold - previousThreshold;
  if (span <= 0) return 0;
  return Math.min(1, Math.max(0, (count - previousThreshold) / span));
}

/**
 * Whether a campaign's activity has ended: the Korean date is after its end date. Campaigns have
 * dates only; when they get times, this is the one place that changes. Attendance and approval
 * wait for it; certificates count only activities that have ended.
 */
export function hasActivityEnded(campaign: { endDate: string }, now: Date = new Date()): boolean {
  return siteToday(now) > campaign.endDate;
}

/** Whether a campaign's activity has started: its first day has come (Korean calendar). */
export function hasActivityStarted(campaign: { startDate: string }, now: Date = new Date()): boolean {
  return siteToday(now) >= campaign.startDate;
}

/** Why a member may not withdraw their own participation: not in a withdrawable state, the activity has started, or attendance is recorded. */
export type WithdrawalRefusal = 'notPending' | 'started' | 'attended';

/**
 * Whether the member may withdraw (DELETE /api/youth/campaigns/{id}/apply) now, or why not.
 * Withdrawal deletes the participation, and with it its attendance record: only a state that
 * holds no confirmed time (waiting, applied, selected), before the activity's first day, and with
 * no attendance recorded (a check-in, a manager's audited correction). From the first day on the
 * record belongs to the campaign's managers (참여 확인, 반려). Leaving the waitlist stays open: a
 * waiting application holds neither a place nor a record. `hasAttendance` is known to the API
 * only; the web leaves it out and hides the button by the date and state.
 */
export function withdrawalRefusal(
  participation: { status: ParticipationStatus; hasAttendance?: boolean } | null | undefined,
  campaign: { startDate: string },
  now: Date = new Date(),
): WithdrawalRefusal | null {
  if (!participation || !WITHDRAWABLE_STATUSES.includes(participation.status)) return 'notPending';
  if (participation.hasAttendance) return 'attended';
  if (participation.status !== 'waiting' && hasActivityStarted(campaign, now)) return 'started';
  return null;
}

/** Whether the member may withdraw now (the web's 신청 취소 / 대기 취소 button). */
export const canWithdraw = (
  participation: { status: ParticipationStatus; hasAttendance?: boolean } | null | undefined,
  campaign: { startDate: string },
  now: Date = new Date(),
): boolean => withdrawalRefusal(participation, campaign, now) === null;

/** What a manager does to a participation (PUT /api/youth/participations/{id} { action }). */
export const PARTICIPATION_ACTIONS = ['select', 'attend', 'approve', 'reject', 'correct', 'cancel'] as const;
export type ParticipationAction = (typeof PARTICIPATION_ACTIONS)[number];
/** Korean label of each action (its button). */
export const PARTICIPATION_ACTION_LABELS = {
  select: '선발',
  attend: '참여 확인',
  approve: '승인',
  reject: '반려',
  correct: '정정',
  cancel: '취소',
} as const satisfies Record<ParticipationAction, string>;

/**
 * The lifecycle: from which states each action starts, the state it leaves, and whether it waits
 * for the end of the activity. Selection may happen any time before attendance is confirmed (a
 * manager may add a walk-in volunteer after the event); it credits nothing. Attendance and
 * approval, the steps that certify time, happen only after the activity has ended.
 */
export const PARTICIPATION_TRANSITIONS = {
  select: { from: ['applied'], to: 'selected', afterEnd: false },
  attend: { from: ['selected'], to: 'attended', afterEnd: true },
  approve: { from: ['attended'], to: 'approved', afterEnd: true },
  reject: { from: ['waiting', 'applied', 'selected'], to: 'rejected', afterEnd: false },
  correct: { from: ['approved'], to: 'approved', afterEnd: true },
  cancel: { from: ['approved'], to: 'cancelled', afterEnd: false },
} as const satisfies Record<ParticipationAction, { from: readonly ParticipationStatus[]; to: ParticipationStatus; afterEnd: boolean }>;

/** The campaign values the lifecycle rules read. */
export type LifecycleCampaign = { divisionId: number | null; endDate: string };
/**
 * The participation values the lifecycle rules read: whose it is, its state, and the division its
 * member is in now (a division head acts on their own division's members only; null: none).
 */
export type LifecycleParticipation = { userId: number; status: ParticipationStatus; userDivisionId: number | null };

/** Why a manager may not act on this participant at all: not a manager, their own record, a member outside a division head's division. */
export type DecisionRefusal = 'notManager' | 'ownRecord' | 'outsideDivision';

/**
 * Whether `user` may act on this participation at all, whatever the step, or why not. Four eyes:
 * a manager of the campaign acts on a participation, never the participant (a manager enrolled in
 * a campaign leaves their own record to another manager). A division head, in addition, acts only
 * on the members currently in their own division (docs/ROLES.md, rule 3): a member who moved to
 * another division since applying is that division's, or an operator's, to select, confirm,
 * approve, reject, correct or cancel, and to scan or correct at the attendance screen.
 */
export function decisionRefusal(
  user: ManagerUser | null | undefined,
  campaign: { divisionId: number | null },
  participation: Pick<LifecycleParticipation, 'userId' | 'userDivisionId'>,
): DecisionRefusal | null {
  if (!canManageCampaign(user, campaign)) return 'notManager';
  if (!user || user.id === undefined || user.id === participation.userId) return 'ownRecord';
  if (!hasPermission(user, 'OPERATOR') && (participation.userDivisionId === null || participation.userDivisionId !== user.division)) return 'outsideDivision';
  return null;
}

/** Whether `user` may act on the participation (decisionRefusal finds no reason not to). */
export const canDecideParticipation = (
  user: ManagerUser | null | undefined,
  campaign: { divisionId: number | null },
  participation: Pick<LifecycleParticipation, 'userId' | 'userDivisionId'>,
): boolean => decisionRefusal(user, campaign, participation) === null;

/** Why an action is refused: not a manager, one's own record, another division's member, the wrong state, or before the end. */
export type ParticipationRefusal = DecisionRefusal | 'wrongState' | 'notEnded';

/** Why `user` may not take `action` on the participation now, or null when they may. */
export function participationRefusal(
  user: ManagerUser | null | undefined,
  campaign: LifecycleCampaign,
  participation: LifecycleParticipation,
  action: ParticipationAction,
  now: Date = new Date(),
): ParticipationRefusal | null {
  const refusal = decisionRefusal(user, campaign, participation);
  if (refusal) return refusal;
  const transition = PARTICIPATION_TRANSITIONS[action];
  if (!(transition.from as readonly ParticipationStatus[]).includes(participation.status)) return 'wrongState';
  if (transition.afterEnd && !hasActivityEnded(campaign, now)) return 'notEnded';
  return null;
}

/** The actions `user` may take on the participation now (the buttons the web shows). */
export const availableParticipationActions = (
  user: ManagerUser | null | undefined,
  campaign: LifecycleCampaign,
  participation: LifecycleParticipation,
  now: Date = new Date(),
): ParticipationAction[] => PARTICIPATION_ACTIONS.filter((action) => participationRefusal(user, campaign, participation, action, now) === null);
