import Link from 'next/link';
import { formatWon, goalPercent } from '@nanum/shared/donationRules';
import { DONATE_LINK } from '@/features/layout/site';
import { useDonationSummary } from './useDonationSummary';
import styles from './donation.module.css';
import { formatNumber } from '@nanum/shared/numberFormat';

/**
 * This year's fundraising against its goal (site settings), from the gifts the site recorded:
 * shown on the fundraising board and its posts, with the way to give. Nothing when no goal is set.
 */
export default function DonationGoalBar() {
  const summary = useDonationSummary();
  if (!summary?.goal) return null;
  const percent = goalPercent(summary.total, summary.goal);
  return (
    <section className={`${styles.card} ${styles.goal}`} aria-labelledby="donation-goal-title">
      <div className={styles.goalHead}>
        <h2 id="donation-goal-title" className={styles.goalTitle}>
          {summary.year}년 모금 현황
        </h2>
        <Link prefetch={false} href={DONATE_LINK.href} className={`btn btn-sm ${styles.submit}`}>
          {DONATE_LINK.label}
        </Link>
      </div>
      <div className="progress" role="progressbar" aria-label={`${summary.year}년 모금 목표 달성률`} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} style={{ height: '0.85rem' }}>
        <div className={`progress-bar ${styles.goalBar}`} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.goalNumbers}>
        <strong>{formatWon(summary.total)}</strong>
        <span>
          목표 {formatWon(summary.goal)}의 {Math.floor((summary.total / summary.goal) * 100)}% · 후원자 {formatNumber(summary.donors)}명
        </span>
      </p>
    </section>
  );
}
