import dynamic from 'next/dynamic';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { creditLimitMinutes } from '@nanum/shared/volunteerHours';
import type { Participation } from '@nanum/shared/youthEntities';
import {
  availableParticipationActions,
  canManageCampaign,
  formatHours,
  hasActivityEnded,
  hoursToMinutes,
  minutesToHours,
  PARTICIPATION_ACTION_LABELS,
  startingCreditHours,
  type ParticipationAction,
} from '@nanum/shared/youthRules';
import { creditHoursSchema, creditLimitRefusal, participationSchedule, type ParticipationActionInput } from '@nanum/shared/youthSchemas';
import { useToast } from '@/features/toast/useToast';
import { useBusy } from '@/lib/useBusy';
import { useAppSelector } from '@/store/hooks';
import { actOnParticipation } from './youthApi';
import styles from './youth.module.css';

// The reason dialog loads on first use (corrections are rare).
const ReasonModal = dynamic(() => import('./ReasonModal'), { ssr: false });

export interface ParticipationActionsProps {
  participation: Participation;
  /** Called after a step so the lists reload. */
  onDone(): void;
  /** Offer only these steps (a list beside the managers' queue offers what the queue does not). */
  only?: readonly ParticipationAction[];
}

const VARIANTS: Record<ParticipationAction, string> = {
  select: 'primary',
  attend: 'primary',
  approve: 'success',
  reject: 'outline-danger',
  correct: 'outline-dark',
  cancel: 'outline-danger',
};

/**
 * The next steps the viewer may take on one participation (the shared lifecycle rules decide:
 * never on their own record, attendance and approval only after the activity ended): 선발, 참여 확인
 * with the hours served (never more than the activity lasted), 승인, 반려, and for approved records
 * 정정 / 취소 with a written reason. While a step is sent the buttons stay focusable (aria-disabled,
 * useBusy) and pressing one does nothing.
 */
export default function ParticipationActions({ participation, onDone, only }: ParticipationActionsProps) {
  const toast = useToast();
  const user = useAppSelector((state) => state.user);
  const limitMinutes = creditLimitMinutes(participationSchedule(participation));
  // Confirmed hours, else what the QR attendance measured, else the campaign's hours (at most the activity's length).
  const [hours, setHours] = useState(String(participation.hours || startingCreditHours(hoursToMinutes(participation.campaignHours), participation.attendedMinutes, limitMinutes)));
  const request = useBusy();
  const [asking, setAsking] = useState<'correct' | 'cancel' | null>(null);
  const campaign = { divisionId: participation.campaignDivisionId, endDate: participation.campaignEndDate };
  const actions = availableParticipationActions(user, campaign, participation).filter((action) => !only || only.includes(action));
  const who = `${participation.userName} ${participation.campaignName}`;

  /** Sends a step; true once it is done (false when refused, or ignored while another is sent). */
  const send = async (input: ParticipationActionInput): Promise<boolean> => (await request.run(() => act(input))) ?? false;

  const act = async (input: ParticipationActionInput): Promise<boolean> => {
    const outcome = await actOnParticipation(participation.id, input);
    if (!outcome.ok) {
      toast.warning(outcome.message);
      return false;
    }
    toast.done(outcome.message);
    onDone();
    return true;
  };

  const run = (action: ParticipationAction) => {
    if (request.busy) return;
    if (action === 'correct' || action === 'cancel') return setAsking(action);
    if (action !== 'attend') return void send({ action });
    const parsed = creditHoursSchema.safeParse(hours.trim() === '' ? Number.NaN : Number(hours));
    if (!parsed.success) return toast.warning(parsed.error.issues[0]?.message ?? '');
    const tooLong = creditLimitRefusal(hoursToMinutes(parsed.data), participationSchedule(participation));
    if (tooLong) return toast.warning(tooLong);
    void send({ action, minutes: hoursToMinutes(parsed.data) });
  };

  if (user && user.id === participation.userId && canManageCampaign(user, campaign)) {
    return <span className={styles.ownNote}>본인 기록은 다른 운영진이 처리합니다.</span>;
  }
  const waiting = participation.status === 'selected' && !hasActivityEnded(campaign) && (!only || only.includes('attend'));
  return (
    <div className={styles.actionCell}>
      {actions.includes('attend') && (
        <Form.Control
          type="number"
          size="sm"
          min={0}
          max={minutesToHours(limitMinutes)}
          step={0.5}
          className={styles.hoursInput}
          aria-label={`${participation.userName} 인정 시간 (시간)`}
          value={hours}
          onChange={(event) => setHours(event.target.value)}
        />
      )}
      {actions.includes('attend') && participation.attendedMinutes !== null && (
        <span className={styles.ownNote}>출석 기록 {formatHours(participation.attendedMinutes)}</span>
      )}
      {actions.map((action) => (
        <Button key={action} size="sm" variant={VARIANTS[action]} {...request.props} aria-label={`${who} ${PARTICIPATION_ACTION_LABELS[action]}`} onClick={() => run(action)}>
          {PARTICIPATION_ACTION_LABELS[action]}
        </Button>
      ))}
      {waiting && <span className={styles.ownNote}>활동이 끝난 뒤 참여 확인</span>}
      {asking && (
        <ReasonModal
          mode={asking}
          participation={participation}
          onClose={() => setAsking(null)}
          onSubmit={async (input) => {
            if (await send(input)) setAsking(null);
          }}
        />
      )}
    </div>
  );
}
