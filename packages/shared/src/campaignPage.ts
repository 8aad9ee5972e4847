/**
 * What a campaign page shows (issue 27): its phase (모집 중, 대기 접수, 모집 마감, 종료), the places
 * left, when applications close, who may apply, its schedule in words and a map search for its
 * place. Pure functions; the API refuses what the page would not offer.
 */
import { AFFILIATION_TYPE_LABELS } from './affiliationLabels';
import { siteToday } from './timeZone';
import { hasActivityEnded, PARTICIPANT_TYPES } from './youthRules';

/** The campaign values these rules read. */
export interface CampaignTimes {
  startDate: string;
  endDate: string;
  /** 'HH:MM' in Korean time, or null (dates only). */
  startTime: string | null;
  endTime: string | null;
  /** The last day (Korean calendar) applications are taken; null: until the activity has ended. */
  applyDeadline: string | null;
}

/** Why a member's own application is refused now, or null: the activity ended, or the deadline passed. */
export type ApplicationClosure = 'ended' | 'deadlinePassed';

export function applicationClosure(campaign: Pick<CampaignTimes, 'endDate' | 'applyDeadline'>, now: Date = new Date()): ApplicationClosure | null {
  if (hasActivityEnded(campaign, now)) return 'ended';
  if (campaign.applyDeadline !== null && siteToday(now) > campaign.applyDeadline) return 'deadlinePassed';
  return null;
}

/** Places left (never below 0), or null when the campaign has no capacity. */
export const placesLeft = (capacity: number | null, held: number): number | null => (capacity === null ? null : Math.max(0, capacity - held));

/** Where a campaign stands for someone who would apply. */
export type CampaignPhase = 'open' | 'waitlist' | 'closed' | 'ended';
export const CAMPAIGN_PHASE_LABELS = {
  open: '모집 중',
  waitlist: '대기 접수 중',
  closed: '모집 마감',
  ended: '종료',
} as const satisfies Record<CampaignPhase, string>;

/** The phase: ended, closed (deadline passed), waitlist (full: applications wait) or open. */
export function campaignPhase(campaign: Pick<CampaignTimes, 'endDate' | 'applyDeadline'> & { capacity: number | null }, held: number, now: Date = new Date()): CampaignPhase {
  const closure = applicationClosure(campaign, now);
  if (closure === 'ended') return 'ended';
  if (closure === 'deadlinePassed') return 'closed';
  return placesLeft(campaign.capacity, held) === 0 ? 'waitlist' : 'open';
}

/** Who may apply, in words: the affiliation types of SPEC section 3 that take part (2, 3, 4). */
export const ELIGIBLE_APPLICANTS_TEXT = PARTICIPANT_TYPES.map((type) => AFFILIATION_TYPE_LABELS[type as keyof typeof AFFILIATION_TYPE_LABELS]).join(', ');

/**
 * Why a campaign no longer takes applications, as its page and the API say it: past the deadline,
 * or over (YOUTH_MESSAGES reads these, so the page need not carry every youth message).
 */
export const APPLICATIONS_CLOSED_TEXT = { deadlinePassed: '신청 기간이 지났습니다.', campaignEnded: '이미 종료된 캠페인에는 신청할 수 없습니다.' } as const;

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** A calendar date with its weekday: '2026-12-05' -> '2026-12-05 (토)'. */
export function dateWithWeekday(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${date} (${weekday})`;
}

/** The schedule in words: '2026-12-05 (토) 10:00 ~ 14:00', '2026-12-05 (토) 10:00 ~ 2026-12-06 (일) 16:00', dates alone when no times. */
export function campaignSchedule(campaign: Pick<CampaignTimes, 'startDate' | 'endDate' | 'startTime' | 'endTime'>): string {
  const start = dateWithWeekday(campaign.startDate);
  const sameDay = campaign.startDate === campaign.endDate;
  if (campaign.startTime && campaign.endTime) {
    return sameDay ? `${start} ${campaign.startTime} ~ ${campaign.endTime}` : `${start} ${campaign.startTime} ~ ${dateWithWeekday(campaign.endDate)} ${campaign.endTime}`;
  }
  return sameDay ? start : `${start} ~ ${dateWithWeekday(campaign.endDate)}`;
}

/** Map searches for a place (the place as written: an address or a landmark). */
export const mapSearchLinks = (place: string): { kakao: string; naver: string } => ({
  kakao: `https://map.kakao.com/?q=${encodeURIComponent(place)}`,
  naver: `https://map.naver.com/p/search/${encodeURIComponent(place)}`,
});

/** The address of a campaign's page. */
export const campaignPath = (id: number): string => `/youth/campaigns/${id}`;
