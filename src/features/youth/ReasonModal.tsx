import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { creditLimitMinutes } from '@nanum/shared/volunteerHours';
import type { Participation } from '@nanum/shared/youthEntities';
import { formatHours, hoursToMinutes, minutesToHours } from '@nanum/shared/youthRules';
import { CHANGE_REASON_MAX, creditHoursSchema, creditLimitRefusal, participationActionSchema, participationSchedule, type ParticipationActionInput } from '@nanum/shared/youthSchemas';
import ReasonDialog from './ReasonDialog';

export interface ReasonModalProps {
  mode: 'correct' | 'cancel';
  participation: Participation;
  onClose(): void;
  /** Sends the step; the dialog closes when it succeeds. */
  onSubmit(input: ParticipationActionInput): Promise<void>;
}

const TEXT = {
  correct: { title: '참여 기록 정정', reason: '정정 사유', submit: '정정하기' },
  cancel: { title: '승인 취소', reason: '취소 사유', submit: '승인 취소하기' },
} as const;

/**
 * Corrects an approved record's hours, or cancels it, with a required written reason. Every
 * still-valid certificate that shows the record is revoked with that reason (the public
 * verification page then says 정정됨), so the dialog says so before it is sent.
 */
export default function ReasonModal({ mode, participation, onClose, onSubmit }: ReasonModalProps) {
  const [error, setError] = useState('');
  const text = TEXT[mode];

  const submit = async (form: FormData) => {
    const reason = String(form.get('reason') ?? '');
    let input: unknown = { action: 'cancel', reason };
    if (mode === 'correct') {
      const typed = String(form.get('hours') ?? '').trim();
      const hours = creditHoursSchema.safeParse(typed === '' ? Number.NaN : Number(typed));
      if (!hours.success) return setError(hours.error.issues[0]?.message ?? '');
      const tooLong = creditLimitRefusal(hoursToMinutes(hours.data), participationSchedule(participation));
      if (tooLong) return setError(tooLong);
      input = { action: 'correct', minutes: hoursToMinutes(hours.data), reason };
    }
    const parsed = participationActionSchema.safeParse(input);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '');
    setError('');
    await onSubmit(parsed.data);
  };

  return (
    <ReasonDialog
      id="participation"
      title={text.title}
      reasonLabel={text.reason}
      reasonMax={CHANGE_REASON_MAX}
      help="이 기록이 담긴 활동 확인서는 모두 폐기되고, 진위 확인 페이지에 정정됨과 이 사유가 공개됩니다. 개인정보는 적지 마세요."
      submitLabel={text.submit}
      cancelLabel="닫기"
      error={error}
      autoFocusReason={mode === 'cancel'}
      onClose={onClose}
      onSubmit={submit}
      onReasonChange={() => setError('')}
    >
      <p>
        <strong>{participation.userName}</strong> · {participation.campaignName} (현재 인정 시간 {formatHours(hoursToMinutes(participation.hours))})
      </p>
      {mode === 'correct' && (
        <Form.Group controlId="participation-hours" className="mb-3">
          <Form.Label>정정할 인정 시간 (시간)</Form.Label>
          <Form.Control type="number" name="hours" min={0} max={minutesToHours(creditLimitMinutes(participationSchedule(participation)))} step={0.5} defaultValue={participation.hours} />
        </Form.Group>
      )}
    </ReasonDialog>
  );
}
