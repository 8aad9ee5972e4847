import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import {
  CAMPAIGN_PHASE_LABELS,
  campaignPath,
  campaignSchedule,
  dateWithWeekday,
  ELIGIBLE_APPLICANTS_TEXT,
  mapSearchLinks,
} from '@nanum/shared/campaignPage';
import type { Campaign } from '@nanum/shared/youthEntities';
import { formatHours, hoursToMinutes } from '@nanum/shared/youthRules';
import SiteMeta from '@/features/app/SiteMeta';
import { useAppSelector } from '@/store/hooks';
import CampaignApplyBox from './CampaignApplyBox';
import YouthShell from './YouthShell';
import { fetchCampaign } from './youthApi';
import styles from './campaignPage.module.css';
import youth from './youth.module.css';

/** The share preview's text: the schedule, the place and the start of the description. */
function shareDescription(campaign: Campaign): string {
  const text = `${campaignSchedule(campaign)} · ${campaign.place || '장소 추후 안내'} · ${campaign.description.replace(/\s+/g, ' ')}`;
  return text.length > 150 ? `${text.slice(0, 149)}…` : text;
}

/** Capacity in words: '정원 20명 · 남은 자리 5명', or '제한 없음'. */
function capacityText(campaign: Campaign): string {
  if (campaign.capacity === null) return '제한 없음';
  return `정원 ${campaign.capacity}명`;
}

/**
 * /youth/campaigns/{id}: a campaign's own address to share. What it is, where (with map
 * searches) and when, how many places are left, until when and who may apply, its state, and the
 * viewer's application (apply, waitlist place, withdraw).
 */
export default function CampaignPageView({ campaign: initial }: { campaign: Campaign }) {
  const [campaign, setCampaign] = useState(initial);
  const userId = useAppSelector((state) => state.user?.id ?? null);
  const renderedFor = useRef(userId);

  useEffect(() => {
    // The server rendered the page for the session it saw; after a login or logout here, the viewer's state is fetched again.
    if (renderedFor.current === userId) return;
    renderedFor.current = userId;
    let active = true;
    void fetchCampaign(initial.id).then((outcome) => {
      if (active && outcome.ok) setCampaign(outcome.data);
    });
    return () => {
      active = false;
    };
  }, [userId, initial.id]);

  const maps = campaign.place ? mapSearchLinks(campaign.place) : null;
  return (
    <YouthShell eyebrow="청소년 봉사 캠페인" title={campaign.name}>
      <SiteMeta title={campaign.name} description={shareDescription(campaign)} path={campaignPath(campaign.id)} type="article" />
      <div className={styles.badges}>
        <span className={`${youth.badge} ${campaign.phase === 'open' || campaign.phase === 'waitlist' ? youth.badgePending : youth.badgeMuted}`}>
          {CAMPAIGN_PHASE_LABELS[campaign.phase]}
        </span>
        {campaign.divisionName && <span className={youth.badge}>{campaign.divisionName}</span>}
      </div>
      <div className={styles.layout}>
        <div>
          <section className={youth.card} aria-labelledby="campaign-about">
            <h2 id="campaign-about" className={styles.heading}>
              활동 소개
            </h2>
            <p className={styles.description}>{campaign.description}</p>
          </section>
          <section className={`${youth.card} ${styles.place}`} aria-labelledby="campaign-place">
            <h2 id="campaign-place" className={styles.heading}>
              장소
            </h2>
            <p className={styles.placeName}>{campaign.place || '장소는 선발된 참여자에게 따로 안내합니다.'}</p>
            {maps && (
              <div className={styles.mapLinks}>
                <a className="btn btn-outline-primary btn-sm" href={maps.kakao} target="_blank" rel="noopener noreferrer">
                  카카오맵에서 보기<span className="visually-hidden"> (새 창)</span>
                </a>
                <a className="btn btn-outline-primary btn-sm" href={maps.naver} target="_blank" rel="noopener noreferrer">
                  네이버 지도에서 보기<span className="visually-hidden"> (새 창)</span>
                </a>
              </div>
            )}
          </section>
        </div>
        <aside className={`${youth.card} ${styles.aside}`} aria-labelledby="campaign-facts">
          <h2 id="campaign-facts" className={styles.heading}>
            모집 안내
          </h2>
          <dl className={styles.facts}>
            <dt>일시</dt>
            <dd>{campaignSchedule(campaign)}</dd>
            <dt>신청 마감</dt>
            <dd>{campaign.applyDeadline ? `${dateWithWeekday(campaign.applyDeadline)}까지` : '활동 종료 전까지'}</dd>
            <dt>정원</dt>
            <dd>
              {capacityText(campaign)}
              {campaign.placesLeft !== null && <span className={styles.placesLeft}> · 남은 자리 {campaign.placesLeft}명</span>}
            </dd>
            {campaign.waitingCount > 0 && (
              <>
                <dt>대기</dt>
                <dd>{campaign.waitingCount}명</dd>
              </>
            )}
            <dt>인정 시간</dt>
            <dd>{formatHours(hoursToMinutes(campaign.hours))}</dd>
            <dt>참여 대상</dt>
            <dd>{ELIGIBLE_APPLICANTS_TEXT} 회원</dd>
            <dt>상태</dt>
            <dd>{CAMPAIGN_PHASE_LABELS[campaign.phase]}</dd>
          </dl>
          <CampaignApplyBox campaign={campaign} onChanged={setCampaign} />
        </aside>
      </div>
      <p className={styles.back}>
        <Link prefetch={false} href="/youth/champ/project">← 캠페인 목록으로</Link>
      </p>
    </YouthShell>
  );
}
