import Head from 'next/head';
import { useEffect, useState } from 'react';
import { formatWon } from '@nanum/shared/donationRules';
import type { ReceiptVerification, ReceiptVoidCause } from '@nanum/shared/donationViews';
import { formatLongDate } from '@nanum/shared/format';
import { call } from '@/lib/apiCall';
import styles from './donation.module.css';


/** What each state says, worded as the activity certificate's check (youth/VerifyView.tsx). */
const VERDICTS = {
  genuine: '협회가 발급한 기부금 영수증입니다',
  voided: '폐기된 기부금 영수증입니다',
  unknown: '발급 기록이 없는 번호입니다',
} as const;

/** Why a receipt stopped counting. */
const VOID_CAUSES: Record<ReceiptVoidCause, string> = {
  refunded: '영수증에 담긴 후원금 환불',
  reissued: '같은 해 영수증 재발급',
  withdrawn: '협회의 발급 취소',
};

/**
 * /donate/receipt/{number}: public, where a receipt's QR code leads. Says whether the number is a
 * 기부금 영수증 the association issued and still stands by (정상), one it voided (폐기: a gift was
 * refunded, or a newer receipt replaced it), or unknown, with its year, total and the donor's name masked.
 */
export default function ReceiptVerifyView({ number }: { number: string }) {
  const [shown, setShown] = useState<{ number: string; result: ReceiptVerification | { error: string } } | null>(null);
  const result = shown?.number === number ? shown.result : null;

  useEffect(() => {
    let active = true;
    void call<ReceiptVerification>('GET', `/api/donations/receipts/${encodeURIComponent(number)}`).then((answer) => {
      if (active) setShown({ number, result: answer.ok ? answer.data : { error: answer.message } });
    });
    return () => {
      active = false;
    };
  }, [number]);

  return (
    <>
      <Head>
        <title>기부금 영수증 진위 확인 | 나눔</title>
      </Head>
      <section className={styles.page} aria-labelledby="receipt-title">
        <div className="container">
          <div className={`${styles.card} ${styles.result}`}>
            <p className={styles.eyebrow}>기부금 영수증</p>
            <h1 id="receipt-title" className={styles.resultTitle}>
              {!result ? '확인 중입니다…' : 'error' in result ? '확인하지 못했습니다' : VERDICTS[result.state]}
            </h1>
            <p className={styles.muted}>일련번호 {number}</p>
            {result && 'error' in result && <p role="alert">{result.error}</p>}
            {result && 'state' in result && result.state === 'unknown' && <p>협회가 발급한 영수증 가운데 이 일련번호는 없습니다. 번호를 다시 확인하거나 협회로 문의해주세요.</p>}
            {result && 'state' in result && result.state === 'voided' && (
              <p>이 일련번호의 기부금 영수증은 협회가 폐기하여 더 이상 효력이 없습니다. 영수증을 제출한 분께 새로 발급받은 영수증을 요청해주세요.</p>
            )}
            {result && 'state' in result && result.state !== 'unknown' && (
              <dl className={styles.account}>
                <dt>기부자</dt>
                <dd>{result.maskedName}</dd>
                <dt>기부 연도</dt>
                <dd>{result.year}년</dd>
                <dt>기부금 합계</dt>
                <dd>{formatWon(result.total)}</dd>
                <dt>발급일</dt>
                <dd>{formatLongDate(result.issuedAt)}</dd>
                {result.state === 'voided' && (
                  <>
                    <dt>폐기일</dt>
                    <dd>{formatLongDate(result.voidedAt)}</dd>
                    <dt>폐기 사유</dt>
                    <dd>{VOID_CAUSES[result.voidCause]}</dd>
                  </>
                )}
              </dl>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
