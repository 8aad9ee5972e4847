import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import type { AttendanceRosterEntry } from '@nanum/shared/attendanceViews';
import adminStyles from '@/features/admin/admin.module.css';
import StatusBadge from '../StatusBadge';
import { attendanceState, clockText as clock, servedText } from './attendanceText';
import styles from './attendance.module.css';

export interface RosterTableProps {
  roster: AttendanceRosterEntry[];
  /** Participations that changed in the last moments (highlighted). */
  fresh: ReadonlySet<number>;
  /** The viewer's own id: their own record is left to another manager. */
  viewerId: number | null;
  onCorrect(entry: AttendanceRosterEntry): void;
}

/** Who is selected for the campaign and where each stands: check-in, check-out and minutes served. */
export default function RosterTable({ roster, fresh, viewerId, onCorrect }: RosterTableProps) {
  if (roster.length === 0) return <p className="text-secondary mb-0">선발된 참여자가 없습니다. 청소년 활동 메뉴에서 참여자를 선발해주세요.</p>;
  return (
    <Table responsive size="sm" className={`align-middle mb-0 ${adminStyles.stacked}`}>
      <thead>
        <tr>
          <th scope="col">참여자</th>
          <th scope="col">출석</th>
          <th scope="col">입실</th>
          <th scope="col">퇴실</th>
          <th scope="col">활동 시간</th>
          <th scope="col">정정</th>
        </tr>
      </thead>
      <tbody>
        {roster.map((entry) => {
          const state = attendanceState(entry.attendance);
          const correctable = entry.userId !== viewerId && (entry.status === 'selected' || entry.status === 'attended');
          return (
            <tr key={entry.participationId} className={fresh.has(entry.participationId) ? styles.fresh : undefined}>
              <td data-label="참여자">
                <span>
                  <strong>{entry.userName}</strong>
                  {entry.teamName && <span className="text-secondary small"> · {entry.teamName}</span>} <StatusBadge status={entry.status} />
                </span>
              </td>
              <td data-label="출석">
                <span className={`${styles.state} ${styles[state.tone]}`}>{state.label}</span>
                {entry.attendance?.correctedAt && <span className="small text-secondary"> (정정됨)</span>}
              </td>
              <td data-label="입실">{clock(entry.attendance?.checkInAt)}</td>
              <td data-label="퇴실">{clock(entry.attendance?.checkOutAt)}</td>
              <td data-label="활동 시간">{servedText(entry.attendance?.minutesServed)}</td>
              <td data-label="정정">
                {correctable ? (
                  <Button size="sm" variant="outline-secondary" onClick={() => onCorrect(entry)} aria-label={`${entry.userName} 출석 기록 정정`}>
                    정정
                  </Button>
                ) : (
                  '-'
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
