import { PARTICIPATION_STATUS_LABELS, type ParticipationStatus } from '@nanum/shared/youthRules';
import styles from './youth.module.css';

const CLASS_OF: Record<ParticipationStatus, string> = {
  pending: `${styles.badge} ${styles.badgePending}`,
  approved: styles.badge as string,
  rejected: `${styles.badge} ${styles.badgeRejected}`,
};

/** A participation state as a coloured pill (승인 대기 / 승인 / 반려). */
export default function StatusBadge({ status, prefix = '' }: { status: ParticipationStatus; prefix?: string }) {
  return <span className={CLASS_OF[status]}>{`${prefix}${PARTICIPATION_STATUS_LABELS[status]}`}</span>;
}
