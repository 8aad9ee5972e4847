import Link from 'next/link';
import { ATTENDANCE_PAGE_PATH, canCheckInNow, isCampaignDay } from '@nanum/shared/attendance';
import { CAMPAIGN_PHASE_LABELS, campaignPath } from '@nanum/shared/campaignPage';
import type { Campaign } from '@nanum/shared/youthEntities';
import { campaignDates, canWithdraw, formatHours, hoursToMinutes } from '@nanum/shared/youthRules';
import StatusBadge from './StatusBadge';
import styles from './youth.module.css';

export interface CampaignCardProps {
  campaign: Campaign;
  /** The viewer may apply (a verified member of type 2, 3 or 4). */
  canApply: boolean;
  onOpen(): void;
  onApply(): void;
  onWithdraw(): void;
  onEdit(): void;
}

/** One campaign in the list, with the viewer's state and actions. */
export default function CampaignCard({ campaign, canApply, onOpen, onApply, onWithdraw, onEdit }: CampaignCardProps) {
  // On its days, QR attendance opens: the member checks in, a manager shows the code.
  const today = isCampaignDay(campaign);
  const taking = campaign.phase === 'open' || campaign.phase === 'waitlist';
  const titleId = `campaign-${campaign.id}-title`;
  return (
    <article className={`${styles.card} ${styles.campaign}`} aria-labelledby={titleId}>
      <div className={styles.badges}>
        <span className={`${styles.badge} ${taking ? styles.badgePending : ''}`}>{CAMPAIGN_PHASE_LABELS[campaign.phase]}</span>
        {campaign.divisionName && <span className={styles.badge}>{campaign.divisionName}</span>}
        {campaign.myStatus && <StatusBadge status={campaign.myStatus} prefix="내 참여: " />}
      </div>
      <h3 id={titleId} className={styles.campaignName}>
        <Link prefetch={false} href={campaignPath(campaign.id)}>{campaign.name}</Link>
      </h3>
      <dl className={styles.meta}>
        <dt>기간</dt>
        <dd>{campaignDates(campaign)}</dd>
        <dt>장소</dt>
        <dd>{campaign.place || '-'}</dd>
        <dt>인정 시간</dt>
        <dd>{formatHours(hoursToMinutes(campaign.hours))}</dd>
        <dt>참여</dt>
        <dd>
          승인 {campaign.approvedCount}명{campaign.capacity ? ` / 정원 ${campaign.capacity}명` : ''}
          {campaign.pendingCount > 0 ? ` · 진행 ${campaign.pendingCount}명` : ''}
          {campaign.waitingCount > 0 ? ` · 대기 ${campaign.waitingCount}명` : ''}
          {campaign.myWaitlistPosition !== null ? ` (내 대기 순번 ${campaign.myWaitlistPosition}번)` : ''}
        </dd>
      </dl>
      <div className={styles.actions}>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={onOpen} aria-label={`${campaign.name} 자세히 보기`}>
          자세히
        </button>
        {canApply && !campaign.myStatus && taking && (
          <button type="button" className="btn btn-primary btn-sm" onClick={onApply} aria-label={`${campaign.name} 참여 신청`}>
            참여 신청
          </button>
        )}
        {campaign.myStatus && canWithdraw({ status: campaign.myStatus }, campaign) && (
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onWithdraw} aria-label={`${campaign.name} 신청 취소`}>
            신청 취소
          </button>
        )}
        {canCheckInNow(campaign.myStatus, campaign) && (
          <Link prefetch={false} href={ATTENDANCE_PAGE_PATH} className="btn btn-primary btn-sm" aria-label={`${campaign.name} 출석 체크`}>
            출석 체크
          </Link>
        )}
        {today && campaign.canManage && (
          <Link prefetch={false} href={`/admin/page?section=attendance&campaign=${campaign.id}`} className="btn btn-outline-primary btn-sm" aria-label={`${campaign.name} 출석 QR`}>
            출석 QR
          </Link>
        )}
        {campaign.canManage && (
          <button type="button" className="btn btn-outline-dark btn-sm" onClick={onEdit} aria-label={`${campaign.name} 수정`}>
            수정
          </button>
        )}
      </div>
    </article>
  );
}
