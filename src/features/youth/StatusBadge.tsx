import { PARTICIPATION_STATUS_LABELS, type ParticipationStatus } from '@nanum/shared/youthText';
import styles from './youth.module.css';

const CLASS_OF: Record<ParticipationStatus, string> = {
  waiting: `${styles.badge} ${styles.badgeMuted}`,
  applied: `${styles.badge} ${styles.badgePending}`,
  selected: `${styles.badge} ${styles.badgeSelected}`,
  attended: `${styles.badge} ${styles.badgeSelected}`,
  approved: styles.badge as string,
  rejected: `${styles.badge} ${styles.badgeRejected}`,
  cancelled: `${styles.badge} ${styles.badgeMuted}`,
};

/** A participation state as a coloured pill (대기 / 신청 / 선발 / 참여 확인 / 승인 / 반려 / 취소). */
export default function StatusBadge({ status, prefix = '' }: { status: ParticipationStatus; prefix?: string }) {
  return <span className={CLASS_OF[status]}>{`${prefix}${PARTICIPATION_STATUS_LABELS[status]}`}</span>;
}
