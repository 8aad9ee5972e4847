import Link from 'next/link';
import { useEffect, useState } from 'react';
import Table from 'react-bootstrap/Table';
import { formatCohort } from '@nanum/shared/display';
import { formatDate } from '@nanum/shared/format';
import type { CertificateVerification } from '@nanum/shared/youthEntities';
import { campaignDates, formatHours } from '@nanum/shared/youthRules';
import YouthShell from './YouthShell';
import { fetchVerification } from './youthApi';
import styles from './youth.module.css';

const VERDICTS = {
  genuine: { icon: '✓', title: '정상 발급된 확인서입니다', text: '나눔 사회공헌협회가 발급한 유효한 봉사활동 확인서입니다. 아래 내용이 확인서에 적힌 내용과 같은지 확인해주세요.' },
  revoked: { icon: '!', title: '폐기된 확인서입니다', text: '이 발급번호의 확인서는 협회가 폐기하여 더 이상 효력이 없습니다. 확인서를 제출한 분께 새로 발급받은 확인서를 요청해주세요.' },
  corrected: {
    icon: '!',
    title: '정정된 확인서입니다',
    text: '이 확인서를 발급한 뒤 확인서에 담긴 활동 기록이 정정되어 더 이상 효력이 없습니다. 확인서를 제출한 분께 새로 발급받은 확인서를 요청해주세요.',
  },
  unknown: { icon: '?', title: '발급 기록이 없는 번호입니다', text: '협회가 발급한 확인서 가운데 이 발급번호는 없습니다. 번호를 다시 확인하거나 협회로 문의해주세요.' },
} as const;

/** The labels of the date and reason of a certificate that is no longer valid. */
const ENDED_LABELS = { revoked: ['폐기일', '폐기 사유'], corrected: ['정정일', '정정 사유'] } as const;

/**
 * /certificate/verify/{number}: public. Says whether a certificate number is genuine (정상), revoked
 * (폐기), corrected (정정됨: the records behind it changed after issue) or unknown (발급 기록 없음),
 * and what an issued one certifies (name partly masked, no birthday).
 */
export default function VerifyView({ number }: { number: string }) {
  const [answer, setAnswer] = useState<{ number: string; result: CertificateVerification | { error: string } } | null>(null);
  const result = answer?.number === number ? answer.result : null;

  useEffect(() => {
    let active = true;
    void fetchVerification(number).then((outcome) => {
      if (active) setAnswer({ number, result: outcome.ok ? outcome.data : { error: outcome.message } });
    });
    return () => {
      active = false;
    };
  }, [number]);

  return (
    <YouthShell eyebrow="활동 확인서" title="봉사활동 확인서 진위 확인" lead={<>발급번호 <span className={styles.number}>{number}</span></>}>
      {!result && <p aria-live="polite">확인 중입니다…</p>}
      {result && 'error' in result && <p role="alert">{result.error}</p>}
      {result && 'state' in result && (
        <>
          <div className={`${styles.verdict} ${styles[result.state]}`} role="status" data-state={result.state}>
            <span className={styles.verdictIcon} aria-hidden="true">
              {VERDICTS[result.state].icon}
            </span>
            <div>
              <h2 className={styles.verdictTitle}>{VERDICTS[result.state].title}</h2>
              <p className={styles.verdictText}>{VERDICTS[result.state].text}</p>
            </div>
          </div>
          {result.state !== 'unknown' && (
            <section className={styles.card} aria-labelledby="certifies-title">
              <h2 id="certifies-title" className={`${styles.sectionTitle} mb-3`}>
                확인서 내용
              </h2>
              <dl className={styles.meta}>
                <dt>성명</dt>
                <dd>{result.certifies.maskedName}</dd>
                <dt>기수</dt>
                <dd>{formatCohort(result.certifies.cardinal)}</dd>
                <dt>소속 팀</dt>
                <dd>{[result.certifies.divisionName, result.certifies.teamName].filter(Boolean).join(' ') || '-'}</dd>
                <dt>활동 기간</dt>
                <dd>
                  {result.certifies.period.start} ~ {result.certifies.period.end}
                </dd>
                <dt>총 봉사 시간</dt>
                <dd>
                  {formatHours(result.certifies.totalMinutes)} ({result.certifies.campaigns.length}회)
                </dd>
                <dt>발급일</dt>
                <dd>{formatDate(result.issuedAt)}</dd>
                {result.state !== 'genuine' && result.revokedAt && (
                  <>
                    <dt>{ENDED_LABELS[result.state][0]}</dt>
                    <dd>{formatDate(result.revokedAt)}</dd>
                  </>
                )}
                {result.state !== 'genuine' && result.revokeReason && (
                  <>
                    <dt>{ENDED_LABELS[result.state][1]}</dt>
                    <dd>{result.revokeReason}</dd>
                  </>
                )}
              </dl>
              {/* Focusable, so the list scrolls sideways from the keyboard on a narrow screen. */}
              <div className={`${styles.tableWrap} mt-3`} role="region" aria-label="확인서에 적힌 봉사활동" tabIndex={0}>
                <Table size="sm" className="align-middle mb-0">
                  <caption className="visually-hidden">확인서에 적힌 봉사활동</caption>
                  <thead>
                    <tr>
                      <th scope="col">활동명</th>
                      <th scope="col">활동 일자</th>
                      <th scope="col" className={`text-end ${styles.hoursCell}`}>
                        인정 시간
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {result.certifies.campaigns.map((campaign, index) => (
                      <tr key={`${campaign.name}-${index}`}>
                        <td>{campaign.name}</td>
                        <td>{campaignDates(campaign)}</td>
                        <td className={`text-end ${styles.hoursCell}`}>{formatHours(campaign.minutes)}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </div>
            </section>
          )}
          <p className="mt-4 mb-0">
            <Link prefetch={false} href="/youth">청소년 위원회 소개</Link>
          </p>
        </>
      )}
    </YouthShell>
  );
}
