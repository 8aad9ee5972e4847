import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { formatCohort } from '@nanum/shared/display';
import { formatDate } from '@nanum/shared/format';
import type { Participation } from '@nanum/shared/youthEntities';
import { creditHoursSchema } from '@nanum/shared/youthSchemas';
import { useToast } from '@/features/toast/useToast';
import { decideParticipation } from './youthApi';
import styles from './youth.module.css';

export interface PendingQueueProps {
  pending: Participation[];
  /** Called after a decision so the lists reload. */
  onDecided(): void;
}

/** The manager's queue: each pending application with the hours to credit, 승인 or 반려. */
export default function PendingQueue({ pending, onDecided }: PendingQueueProps) {
  const toast = useToast();
  const [hours, setHours] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState<number | null>(null);

  const decide = async (participation: Participation, status: 'approved' | 'rejected') => {
    let credited: number | undefined;
    if (status === 'approved') {
      const typed = hours[participation.id] ?? String(participation.campaignHours);
      const parsed = creditHoursSchema.safeParse(typed.trim() === '' ? Number.NaN : Number(typed));
      if (!parsed.success) return toast.warning(parsed.error.issues[0]?.message ?? '');
      credited = parsed.data;
    }
    setBusy(participation.id);
    const outcome = await decideParticipation(participation.id, status === 'approved' ? { status, hours: credited } : { status });
    setBusy(null);
    if (!outcome.ok) return toast.warning(outcome.message);
    toast.done(outcome.message);
    onDecided();
  };

  return (
    <section className={`${styles.card} ${styles.queue}`} aria-labelledby="pending-title">
      <div className={styles.toolbar}>
        <h2 id="pending-title" className={styles.sectionTitle}>
          승인 대기 중인 참여 신청 <span className="text-body-secondary fs-6">{pending.length}건</span>
        </h2>
      </div>
      {pending.length === 0 ? (
        <p className={styles.empty}>승인을 기다리는 참여 신청이 없습니다.</p>
      ) : (
        <div className={styles.tableWrap}>
          <Table hover className="align-middle mb-0">
            <thead>
              <tr>
                <th scope="col">캠페인</th>
                <th scope="col">회원</th>
                <th scope="col">기수 · 팀</th>
                <th scope="col">신청일</th>
                <th scope="col">인정 시간</th>
                <th scope="col">처리</th>
              </tr>
            </thead>
            <tbody>
              {pending.map((participation) => (
                <tr key={participation.id}>
                  <td>{participation.campaignName}</td>
                  <td>{participation.userName}</td>
                  <td>
                    {formatCohort(participation.cohort)} · {participation.teamName ?? '-'}
                  </td>
                  <td>{formatDate(participation.appliedAt)}</td>
                  <td>
                    <Form.Control
                      type="number"
                      size="sm"
                      min={0}
                      max={100}
                      step={0.5}
                      className={styles.hoursInput}
                      aria-label={`${participation.userName} 인정 시간 (시간)`}
                      value={hours[participation.id] ?? String(participation.campaignHours)}
                      onChange={(event) => setHours((current) => ({ ...current, [participation.id]: event.target.value }))}
                    />
                  </td>
                  <td>
                    <div className="d-flex gap-2">
                      <Button size="sm" variant="primary" disabled={busy === participation.id} aria-label={`${participation.userName} ${participation.campaignName} 승인`} onClick={() => void decide(participation, 'approved')}>
                        승인
                      </Button>
                      <Button size="sm" variant="outline-danger" disabled={busy === participation.id} aria-label={`${participation.userName} ${participation.campaignName} 반려`} onClick={() => void decide(participation, 'rejected')}>
                        반려
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </section>
  );
}
