import { useRef } from 'react';
import { formatCohort } from '@nanum/shared/display';
import type { Participation } from '@nanum/shared/youthEntities';
import { campaignDates, formatHours, hoursToMinutes } from '@nanum/shared/youthRules';
import { useRowFocus } from '@/lib/useRowFocus';
import ParticipationActions from './ParticipationActions';
import StatusBadge from './StatusBadge';
import styles from './youth.module.css';

export interface PendingQueueProps {
  /** Participations waiting for a step (applied, selected, attended). */
  pending: Participation[];
  /** Called after a step so the lists reload. */
  onDecided(): void;
  /** The spacing around the card where a page stacks it among its own panels (the admin area); without it, the campaigns page's. */
  className?: string;
}

/**
 * The managers' queue: each participation still in progress with its state and the next steps
 * the viewer may take (선발, 참여 확인 with the hours served, 승인, 반려). A list, not a table, so
 * each entry wraps on a phone. After a step, once the list is read again, the focus goes to the
 * entry's next step, or the next entry's (useRowFocus), not to the page's start.
 */
export default function PendingQueue({ pending, onDecided, className = styles.queue }: PendingQueueProps) {
  const section = useRef<HTMLElement>(null);
  const handled = useRowFocus(pending, section, 'pending-title');
  return (
    <section ref={section} className={`${styles.card} ${className}`} aria-labelledby="pending-title">
      <div className={styles.toolbar}>
        <h2 id="pending-title" className={styles.sectionTitle} tabIndex={-1}>
          처리할 참여 기록 <span className="text-body-secondary fs-6">{pending.length}건</span>
        </h2>
      </div>
      {pending.length === 0 ? (
        <p className={styles.empty}>처리할 참여 기록이 없습니다.</p>
      ) : (
        <ul className={styles.queueList} aria-label="처리할 참여 기록">
          {pending.map((participation) => (
            <li key={participation.id} data-row-key={participation.id} className={styles.queueItem} aria-label={`${participation.userName} · ${participation.campaignName}`}>
              <div className={styles.queueMain}>
                <p className={styles.queueCampaign}>
                  {participation.campaignName} <span className="text-body-secondary">({campaignDates({ startDate: participation.campaignStartDate, endDate: participation.campaignEndDate })})</span>
                </p>
                <p className="mb-0">
                  <strong>{participation.userName}</strong> · {formatCohort(participation.cohort)} · {participation.teamName ?? '-'}
                </p>
              </div>
              <div className={styles.queueState}>
                <StatusBadge status={participation.status} />
                {participation.status === 'attended' && <span>{formatHours(hoursToMinutes(participation.hours))}</span>}
              </div>
              <ParticipationActions
                participation={participation}
                onDone={() => {
                  handled(String(participation.id));
                  onDecided();
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
