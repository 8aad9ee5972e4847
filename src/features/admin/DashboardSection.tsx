import type { DashboardView } from '@nanum/shared/adminViews';
import { BACKUP_MESSAGES, lastBackupText } from '@nanum/shared/backupMessages';
import dynamic from 'next/dynamic';
import { useAdminList } from './useAdminList';
import styles from './admin.module.css';
import { formatNumber } from '@nanum/shared/numberFormat';

const DashboardCharts = dynamic(() => import('./DashboardCharts'), { ssr: false, loading: () => <p role="status">차트를 불러오는 중입니다…</p> });

/** The dashboard: member figures as cards, then sign-ups, board activity and campaign charts, and the last backup. */
export default function DashboardSection() {
  const { data } = useAdminList<DashboardView>('/api/admin/dashboard');
  if (!data) return <p role="status">불러오는 중입니다…</p>;
  const posts = data.boards.reduce((sum, board) => sum + board.posts, 0);
  const cards = [
    { label: '전체 회원', value: data.members.total },
    { label: '인증 회원', value: data.members.certified },
    { label: '최근 30일 접속', value: data.members.active },
    { label: '전체 게시글', value: posts },
  ];
  return (
    <>
      <ul className={`row g-3 list-unstyled mb-3 ${styles.cards}`} aria-label="주요 지표">
        {cards.map((card) => (
          <li key={card.label} className="col-6 col-lg-3">
            <div className={`${styles.panel} mb-0`}>
              <div className="text-secondary small">{card.label}</div>
              <div className={styles.cardValue}>{formatNumber(card.value)}</div>
            </div>
          </li>
        ))}
      </ul>
      <p className={`small ${styles.onShellMuted}`}>
        {BACKUP_MESSAGES.lastBackup}: <span className="text-body">{lastBackupText(data.backup)}</span>
      </p>
      <DashboardCharts data={data} />
    </>
  );
}
