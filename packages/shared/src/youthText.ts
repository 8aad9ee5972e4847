// What the youth pages write: a participation's state, credited hours and a campaign's dates, kept
// apart from youthRules.ts (which re-exports them): the attendance page shows them and needs none
// of the rules of who manages what (docs/BUNDLES.md).

/**
 * States of a participation, as 1365/VMS run them: a member applies (or a manager enrols them),
 * a manager selects them, confirms the minutes actually served once the activity has ended
 * (attended), and a manager approves them (hours credited). Applications and selections may be
 * rejected; an approved record may be corrected (new minutes, it stays approved) or cancelled,
 * each with a written reason. Withdrawing (waiting, applied or selected) removes the application.
 *
 * Waitlist (issue 27): an application beyond a campaign's capacity waits (waiting), in the order it
 * came. When a place frees (a withdrawal, a manager's rejection), the first waiting application
 * takes it and becomes applied; from there the lifecycle is the same.
 */
export const PARTICIPATION_STATUS = {
  WAITING: 'waiting',
  APPLIED: 'applied',
  SELECTED: 'selected',
  ATTENDED: 'attended',
  APPROVED: 'approved',
  REJECTED: 'rejected',
  CANCELLED: 'cancelled',
} as const;
export type ParticipationStatus = (typeof PARTICIPATION_STATUS)[keyof typeof PARTICIPATION_STATUS];
/** Korean label of each state. */
export const PARTICIPATION_STATUS_LABELS = {
  waiting: '대기',
  applied: '신청',
  selected: '선발',
  attended: '참여 확인',
  approved: '승인',
  rejected: '반려',
  cancelled: '취소',
} as const satisfies Record<ParticipationStatus, string>;
/** Minutes in an hour. */
export const MINUTES_PER_HOUR = 60;

/** Credited time in Korean: 240 -> "4시간", 90 -> "1시간 30분", 30 -> "30분", 0 -> "0시간". */
export function formatHours(minutes: number): string {
  const safe = Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes) : 0;
  const hours = Math.floor(safe / MINUTES_PER_HOUR);
  const rest = safe % MINUTES_PER_HOUR;
  if (hours === 0 && rest > 0) return `${rest}분`;
  return rest > 0 ? `${hours}시간 ${rest}분` : `${hours}시간`;
}

/** A campaign's dates as people read them: one day ("2026-05-02"), or "start ~ end". */
export const campaignDates = (campaign: { startDate: string; endDate: string }): string =>
  campaign.startDate === campaign.endDate ? campaign.startDate : `${campaign.startDate} ~ ${campaign.endDate}`;
