import type { ParticipationStatus } from '@nanum/shared/youthRules';
import { toDbDate } from '../../apps/api/src/db/values';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Why the demo's cancelled record was cancelled. */
export const DEMO_CANCEL_REASON = '활동 명단과 출석부가 달라 승인을 취소합니다.';

/** One demo participation: the campaign's moments (ms) and who manages it. */
export interface SeedParticipation {
  campaignId: number;
  userId: number;
  status: ParticipationStatus;
  operator: number;
  creditMinutes: number;
  start: number;
  end: number;
  now: number;
}

/**
 * The row of a demo participation, stamped as the lifecycle would have: applied a week before the
 * start, selected the next day, attendance confirmed the day after the end, decided the day after
 * that, a cancellation a week later; never in the future. Confirmed, approved and cancelled rows
 * hold the campaign's minutes.
 */
export function participationRow(p: SeedParticipation): Record<string, unknown> {
  const at = (ms: number) => toDbDate(new Date(Math.min(ms, p.now - HOUR)));
  const reached = (steps: ParticipationStatus[]) => steps.includes(p.status);
  const selected = reached(['selected', 'attended', 'approved', 'cancelled']);
  const attended = reached(['attended', 'approved', 'cancelled']);
  const decided = reached(['approved', 'rejected', 'cancelled']);
  const cancelled = p.status === 'cancelled';
  const last = cancelled ? p.end + 9 * DAY : decided ? p.end + 2 * DAY : attended ? p.end + DAY : selected ? p.start - 6 * DAY : p.start - 7 * DAY;
  return {
    campaign_id: p.campaignId,
    user_id: p.userId,
    status: p.status,
    credit_minutes: attended ? p.creditMinutes : 0,
    selected_by: selected ? p.operator : null,
    selected_at: selected ? at(p.start - 6 * DAY) : null,
    attended_by: attended ? p.operator : null,
    attended_at: attended ? at(p.end + DAY) : null,
    decided_by: decided ? p.operator : null,
    decided_at: decided ? at(p.end + 2 * DAY) : null,
    revised_by: cancelled ? p.operator : null,
    revised_at: cancelled ? at(p.end + 9 * DAY) : null,
    revise_reason: cancelled ? DEMO_CANCEL_REASON : null,
    created_at: at(p.start - 7 * DAY),
    updated_at: at(last),
  };
}
