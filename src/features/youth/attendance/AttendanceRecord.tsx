import type { AttendanceValues } from '@nanum/shared/attendanceViews';
import { attendanceState, servedText, timeText } from './attendanceText';
import styles from './attendance.module.css';

/** A participant's attendance as a small list: state, check-in, check-out, minutes, and the last correction. */
export default function AttendanceRecord({ attendance }: { attendance: AttendanceValues | null }) {
  const state = attendanceState(attendance);
  return (
    <dl className={styles.record}>
      <div>
        <dt>출석</dt>
        <dd>
          <span className={`${styles.state} ${styles[state.tone]}`}>{state.label}</span>
        </dd>
      </div>
      <div>
        <dt>입실</dt>
        <dd>{timeText(attendance?.checkInAt)}</dd>
      </div>
      <div>
        <dt>퇴실</dt>
        <dd>{timeText(attendance?.checkOutAt)}</dd>
      </div>
      <div>
        <dt>활동 시간</dt>
        <dd>{servedText(attendance?.minutesServed)}</dd>
      </div>
      {attendance?.correctedAt && (
        <div className={styles.correction}>
          <dt>정정됨</dt>
          <dd>
            {timeText(attendance.correctedAt)} · 사유: {attendance.correctionReason ?? '-'}
          </dd>
        </div>
      )}
    </dl>
  );
}
