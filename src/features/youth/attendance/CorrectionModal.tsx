import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { ATTENDANCE_REASON_MAX, attendanceCorrectionSchema, type AttendanceCorrectionInput } from '@nanum/shared/attendanceSchemas';
import type { AttendanceRosterEntry } from '@nanum/shared/attendanceViews';
import { siteDateTimeInput } from '@nanum/shared/timeZone';
import { MAX_SERVED_MINUTES } from '@nanum/shared/attendance';
import ReasonDialog from '../ReasonDialog';

export interface CorrectionModalProps {
  entry: AttendanceRosterEntry;
  /** The campaign's first day: a record that never checked in starts at 09:00 of it. */
  startDate: string;
  onClose(): void;
  /** Sends the correction; answers the server's refusal, or null once saved. */
  onSubmit(input: AttendanceCorrectionInput): Promise<string | null>;
}

/**
 * A manager corrects a participant's check-in and check-out times (Korean time) and the minutes
 * served, with a reason. Left empty, the minutes are those between the times. The reason is kept
 * in the audit log and shown to the member.
 */
export default function CorrectionModal({ entry, startDate, onClose, onSubmit }: CorrectionModalProps) {
  const [error, setError] = useState('');
  const attendance = entry.attendance;

  const submit = async (form: FormData) => {
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const minutes = text('minutes');
    const parsed = attendanceCorrectionSchema.safeParse({
      checkInAt: text('checkInAt'),
      checkOutAt: text('checkOutAt') || null,
      minutes: minutes === '' ? null : Number(minutes),
      reason: text('reason'),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '');
    setError('');
    const refusal = await onSubmit(parsed.data);
    if (refusal) setError(refusal);
  };

  return (
    <ReasonDialog
      id="attendance"
      title="출석 기록 정정"
      reasonLabel="정정 사유"
      reasonMax={ATTENDANCE_REASON_MAX}
      help="사유는 변경 기록에 남고 참여자 본인에게 보입니다. 개인정보는 적지 마세요."
      submitLabel="정정하기"
      cancelLabel="닫기"
      error={error}
      autoFocusReason={false}
      onClose={onClose}
      onSubmit={submit}
      onReasonChange={() => setError('')}
    >
      <p>
        <strong>{entry.userName}</strong>
        {entry.teamName && ` · ${entry.teamName}`}
      </p>
      <Form.Group controlId="attendance-check-in" className="mb-3">
        <Form.Label>입실 시각</Form.Label>
        <Form.Control type="datetime-local" name="checkInAt" required defaultValue={attendance ? siteDateTimeInput(new Date(attendance.checkInAt)) : `${startDate}T09:00`} />
      </Form.Group>
      <Form.Group controlId="attendance-check-out" className="mb-3">
        <Form.Label>퇴실 시각 (비우면 퇴실 전)</Form.Label>
        <Form.Control type="datetime-local" name="checkOutAt" defaultValue={attendance?.checkOutAt ? siteDateTimeInput(new Date(attendance.checkOutAt)) : ''} />
      </Form.Group>
      <Form.Group controlId="attendance-minutes" className="mb-3">
        <Form.Label>활동 시간 (분)</Form.Label>
        <Form.Control type="number" name="minutes" min={0} max={MAX_SERVED_MINUTES} step={1} inputMode="numeric" defaultValue={attendance?.minutesServed ?? ''} aria-describedby="attendance-minutes-help" />
        <Form.Text id="attendance-minutes-help">비우면 입실부터 퇴실까지의 시간으로 기록합니다. 휴식 시간을 빼려면 직접 입력하세요.</Form.Text>
      </Form.Group>
    </ReasonDialog>
  );
}
