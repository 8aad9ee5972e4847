import dynamic from 'next/dynamic';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { mbtiName, rankLabel } from '@nanum/shared/profileCodes';
import { formatCohort, maskValue } from '@nanum/shared/display';
import { PROFILE_VISIBILITY_MESSAGES } from '@nanum/shared/profileMessages';
import { TROPHY_LABELS } from '@nanum/shared/trophy';
import type { Ability, AbilityMaskedField } from '@nanum/shared/youthEntities';
import { campaignDates, formatHours, progressRatio } from '@nanum/shared/youthRules';
import { dailyCapRule, SCHOOL_HOURS_RULE } from '@nanum/shared/volunteerHours';
import { avatarSrc } from '@/features/layout/avatar';
import YouthShell from './YouthShell';
import styles from './youth.module.css';

const HoursChart = dynamic(() => import('./HoursChart'), { ssr: false, loading: () => <p aria-live="polite">차트를 불러오는 중입니다…</p> });

// A plain <img>: the card image is an upload (served as stored) or an SVG, which next/image
// serves unoptimised anyway, so its loader code (about 4 kB gzip) bought nothing (docs/BUNDLES.md).

/**
 * A member's activity record as the API answered it (AbilityView.tsx loads it, and this card's code
 * beside it): the card, trophy tier and progress, approved campaigns as a timeline, hours per month
 * and totals; what the owner keeps 비공개 (`masked`) shows as 비공개, a closed activity as one notice.
 */
export default function AbilityCard({ ability }: { ability: Ability }) {
  const { member, campaigns, totals, trophy, monthly, masked = [] } = ability;
  const shown = (field: AbilityMaskedField) => !masked.includes(field);
  const ratio = progressRatio(totals.campaigns, trophy.previousThreshold, trophy.next?.threshold ?? null);
  const image = avatarSrc({ ...member, masked });
  return (
    <YouthShell eyebrow="청소년 챔프단" title={`${member.name}님의 활동 기록`}>
      <section className={styles.card} aria-label="회원 카드">
        <div className={styles.profile}>
          <img src={image} alt={`${member.name}님의 프로필 이미지`} width={112} height={112} loading="lazy" decoding="async" className={styles.avatar} />
          <div>
            <p className={styles.name}>{member.name}</p>
            <ul className={styles.facts}>
              <li>
                <strong>기수</strong>
                {shown('cardinal') ? formatCohort(member.cardinal) : maskValue(null, { visible: false })}
              </li>
              <li>
                <strong>팀</strong>
                {maskValue([member.divisionName, member.teamName].filter(Boolean).join(' '), { visible: shown('teamName') && shown('divisionName') })}
              </li>
              <li>
                <strong>등급</strong>
                {maskValue(rankLabel(member.rank), { visible: shown('rank') })}
              </li>
              <li>
                <strong>MBTI</strong>
                {maskValue(mbtiName(member.mbti), { visible: shown('mbti') })}
              </li>
            </ul>
          </div>
        </div>
      </section>

      {shown('campaigns') ? (
        <>
          <div className={styles.columns}>
            <section className={styles.card} aria-labelledby="totals-title">
              <h2 id="totals-title" className={`${styles.sectionTitle} mb-3`}>
                활동 요약
              </h2>
              <dl className={styles.totals}>
                <div className={styles.total}>
                  <dt>참여 캠페인</dt>
                  <dd data-testid="campaign-count">{totals.campaigns}회</dd>
                </div>
                <div className={styles.total}>
                  <dt>인정 봉사 시간</dt>
                  <dd>{formatHours(totals.minutes)}</dd>
                </div>
                <div className={styles.total}>
                  <dt>학교생활기록부 반영</dt>
                  <dd>{totals.schoolHours}시간</dd>
                </div>
                <div className={styles.total}>
                  <dt>트로피</dt>
                  <dd>{TROPHY_LABELS[trophy.tier]}</dd>
                </div>
              </dl>
              <p className={`${styles.progressLabel} mt-3 mb-0`}>
                인정 봉사 시간은 분 단위까지 합산합니다. {dailyCapRule(totals.dailyCapMinutes)} {SCHOOL_HOURS_RULE}
                {totals.servedMinutes > totals.minutes && ` (확인된 시간 ${formatHours(totals.servedMinutes)} 중 1일 한도를 넘는 시간은 제외)`}
              </p>
              <div className={`${styles.trophy} mt-4`}>
                <div className={`${styles.medal} ${styles[`medal_${trophy.tier}`]}`} aria-hidden="true">
                  {TROPHY_LABELS[trophy.tier]}
                </div>
                <div className="flex-grow-1">
                  {/* The name on the bar itself (role=progressbar), not on the track around it: an inner ProgressBar is the bar. */}
                  <ProgressBar>
                    <ProgressBar now={Math.round(ratio * 100)} aria-label="다음 트로피까지 진행률" variant="success" />
                  </ProgressBar>
                  <p className={styles.progressLabel}>
                    {trophy.next
                      ? `${TROPHY_LABELS[trophy.next.tier]}까지 캠페인 ${trophy.next.remaining}회 남았습니다 (${trophy.next.threshold}회 달성 시).`
                      : '최고 등급인 플래티넘 트로피를 달성했습니다.'}
                  </p>
                </div>
              </div>
            </section>

            <section className={styles.card} aria-labelledby="chart-title">
              <h2 id="chart-title" className={`${styles.sectionTitle} mb-3`}>
                월별 인정 봉사 시간
              </h2>
              {monthly.length === 0 ? (
                <p className={styles.empty}>아직 인정된 봉사 시간이 없습니다.</p>
              ) : (
                <>
                  <div className={styles.chart}>
                    <HoursChart monthly={monthly} label={`월별 봉사 시간 막대 차트, ${monthly.length}개월`} />
                  </div>
                  <table className={styles.visuallyHidden}>
                    <caption>월별 봉사 시간</caption>
                    <tbody>
                      {monthly.map((entry) => (
                        <tr key={entry.month}>
                          <th scope="row">{entry.month}</th>
                          <td>{formatHours(entry.minutes)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </>
              )}
            </section>
          </div>

          <section className={`${styles.card} mt-4`} aria-labelledby="timeline-title">
            <h2 id="timeline-title" className={`${styles.sectionTitle} mb-3`}>
              참여한 캠페인
            </h2>
            {campaigns.length === 0 ? (
              <p className={styles.empty}>승인된 캠페인 참여가 아직 없습니다.</p>
            ) : (
              // It scrolls past 28rem: focusable (and named) so that a keyboard can scroll it.
              <ol className={styles.timeline} aria-label="참여한 캠페인 타임라인" tabIndex={0}>
                {[...campaigns].reverse().map((campaign, index) => (
                  <li key={`${campaign.name}-${campaign.startDate}-${index}`} className={styles.timelineItem}>
                    <span className={styles.timelineDate}>{campaignDates(campaign)}</span>
                    <span className={styles.timelineName}>{campaign.name}</span>
                    <span className="text-body-secondary"> · {campaign.place || '-'} · {formatHours(campaign.minutes)}</span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      ) : (
        <section className={`${styles.card} mt-4`} aria-label="활동 내역">
          <p className={`${styles.empty} mb-0`}>{PROFILE_VISIBILITY_MESSAGES.activityHidden}</p>
        </section>
      )}
    </YouthShell>
  );
}
