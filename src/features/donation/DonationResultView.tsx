import Head from 'next/head';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { DONATION_METHOD_LABELS, formatWon } from '@nanum/shared/donationRules';
import type { DonationResultView as Result } from '@nanum/shared/donationViews';
import { formatDateTime } from '@nanum/shared/format';
import { completeDonation } from './donationApi';
import styles from './donation.module.css';

type Shown = { result: Result; message: string } | { error: string };

/** The address came without a payment to ask about (opened by hand, or a window that returned none). */
const NO_PAYMENT_MESSAGE = '결제 정보를 찾을 수 없습니다. 후원하기에서 다시 시도해주세요.';
/** PortOne's window came back with an error and no payment (the donor closed it, or the card company refused). */
const WINDOW_FAILED_MESSAGE = '결제가 취소되었거나 완료되지 않았습니다. 후원하기에서 다시 시도해주세요.';

/**
 * /donate/complete?paymentId=...: where PortOne's window sends the donor back. The server asks
 * PortOne about the payment (the page's word counts for nothing) and answers what it recorded:
 * thanks for a gift, a wait while it is still being paid (for a 가상계좌: the account to deposit
 * into and its deadline, in Korean time), or why it failed. Without a payment id it asks nothing
 * and says so. Only the site's own words are shown: the window's `message` arrives in the address,
 * where anyone could write "send the money to this account" under the site's name.
 */
export default function DonationResultView({ paymentId, windowFailed = false }: { paymentId: string; windowFailed?: boolean }) {
  const [shown, setShown] = useState<Shown | null>(paymentId ? null : { error: windowFailed ? WINDOW_FAILED_MESSAGE : NO_PAYMENT_MESSAGE });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!paymentId) return undefined;
    let active = true;
    void completeDonation(paymentId).then((answer) => {
      if (active) setShown(answer.ok ? { result: answer.data, message: answer.message } : { error: answer.message });
    });
    return () => {
      active = false;
    };
  }, [paymentId, round]);

  const result = shown && 'result' in shown ? shown.result : null;
  return (
    <>
      <Head>
        <title>{result?.state === 'paid' ? '후원해주셔서 감사합니다 | 나눔' : '후원 결과 | 나눔'}</title>
      </Head>
      <section className={styles.page} aria-labelledby="donate-result-title">
        <div className="container">
          <div className={`${styles.card} ${styles.result}`}>
            {!shown && (
              <h1 id="donate-result-title" className={styles.resultTitle} aria-live="polite">
                결제를 확인하고 있습니다…
              </h1>
            )}
            {shown && 'error' in shown && (
              <>
                <h1 id="donate-result-title" className={styles.resultTitle}>
                  결제를 확인하지 못했습니다
                </h1>
                <p role="alert">{shown.error}</p>
              </>
            )}
            {result?.state === 'paid' && (
              <>
                <p className={styles.heart} aria-hidden="true">
                  ♥
                </p>
                <h1 id="donate-result-title" className={styles.resultTitle}>
                  {result.maskedName}님, 후원해주셔서 감사합니다
                </h1>
                <p className={styles.lead}>보내주신 마음은 청소년 봉사활동과 이웃 나눔에 소중히 쓰겠습니다. 감사 메일을 보내드렸습니다.</p>
                <dl className={styles.account}>
                  <dt>후원 금액</dt>
                  <dd>{formatWon(result.amount)}</dd>
                  <dt>결제 수단</dt>
                  <dd>{DONATION_METHOD_LABELS[result.method]}</dd>
                  <dt>후원 일시</dt>
                  <dd>{formatDateTime(result.paidAt)}</dd>
                </dl>
              </>
            )}
            {result && result.state !== 'paid' && (
              <>
                <h1 id="donate-result-title" className={styles.resultTitle}>
                  {result.virtualAccount ? '입금을 기다리고 있습니다' : result.state === 'pending' ? '결제를 확인하고 있습니다' : '후원이 완료되지 않았습니다'}
                </h1>
                <p role={result.state === 'pending' ? 'status' : 'alert'}>{shown && 'message' in shown ? shown.message : ''}</p>
                {result.virtualAccount && (
                  <section aria-labelledby="virtual-account-title">
                    <h2 id="virtual-account-title" className="h6 mt-3">
                      입금 계좌
                    </h2>
                    <dl className={styles.account}>
                      <dt>입금 은행</dt>
                      <dd>{result.virtualAccount.bank}</dd>
                      <dt>계좌번호</dt>
                      <dd>{result.virtualAccount.accountNumber}</dd>
                      {result.virtualAccount.holder && (
                        <>
                          <dt>예금주</dt>
                          <dd>{result.virtualAccount.holder}</dd>
                        </>
                      )}
                      <dt>입금 금액</dt>
                      <dd>{formatWon(result.amount)}</dd>
                      {result.virtualAccount.dueAt && (
                        <>
                          <dt>입금 기한</dt>
                          <dd>{formatDateTime(result.virtualAccount.dueAt)}까지</dd>
                        </>
                      )}
                    </dl>
                  </section>
                )}
                {result.state === 'pending' && (
                  <button type="button" className="btn btn-outline-secondary" onClick={() => setRound((n) => n + 1)}>
                    다시 확인하기
                  </button>
                )}
              </>
            )}
            <div className={styles.resultLinks}>
              {result?.state !== 'paid' && !result?.virtualAccount && (
                <Link prefetch={false} href="/donate" className={`btn ${styles.submit}`}>
                  후원하기로 돌아가기
                </Link>
              )}
              <Link prefetch={false} href="/community/donation-utilization" className={styles.link}>
                기부금 사용 내역 보기
              </Link>
              <Link prefetch={false} href="/" className={styles.link}>
                홈으로
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
