import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { PAYMENTS_OFF_MESSAGE } from '@nanum/shared/donationPageMessages';
import type { DonationCheckoutView, DonationSetupView } from '@nanum/shared/donationViews';
import BankTransferCard from './BankTransferCard';
import DonationForm, { type PledgeStartInput } from './DonationForm';
import { confirmPledge, fetchDonationSetup, startPledge } from './donationApi';
import { DONATION_RETURN_PATH, MY_PLEDGES_PATH, openCardWindow, openPaymentWindow } from './portoneWindow';
import { useToast } from '@/features/toast/useToast';
import { useAppSelector } from '@/store/hooks';
import styles from './donation.module.css';

const WINDOW_FAILED = '결제창을 열지 못했습니다. 잠시 후 다시 시도해주세요.';

const USES = [
  { title: '청소년 봉사활동', text: '청소년 봉사단의 캠페인과 교육, 활동 물품에 쓰입니다.' },
  { title: '이웃 나눔', text: '지역 아동·어르신 가정에 생필품과 돌봄을 전합니다.' },
  { title: '투명한 공개', text: '모금과 사용 내역을 기부금 사용 내역 게시판에 공개합니다.' },
];

/**
 * /donate (후원하기): a one-time gift by card or bank transfer through PortOne when online giving is
 * on; otherwise, and always beside it, the association's account for a transfer of one's own.
 */
export default function DonateView() {
  const router = useRouter();
  const toast = useToast();
  const member = useAppSelector((state) => state.user !== null);
  const [setup, setSetup] = useState<DonationSetupView | null>(null);
  const [loadFailed, setLoadFailed] = useState('');

  useEffect(() => {
    let active = true;
    void fetchDonationSetup().then((answer) => {
      if (!active) return;
      if (answer.ok) setSetup(answer.data);
      else setLoadFailed(answer.message);
    });
    return () => {
      active = false;
    };
  }, []);

  async function pledge(input: PledgeStartInput): Promise<string | null> {
    if (!setup?.payments) return PAYMENTS_OFF_MESSAGE;
    const started = await startPledge(input);
    if (!started.ok) return started.message;
    try {
      const outcome = await openCardWindow(started.data, setup.payments.sdkUrl);
      if (outcome.kind === 'failed') return outcome.message;
      if (outcome.kind === 'redirected') return null;
      const confirmed = await confirmPledge(started.data.pledgeId, outcome.billingKey);
      if (!confirmed.ok) return confirmed.message;
      toast.done(confirmed.message);
      await router.push(MY_PLEDGES_PATH);
      return null;
    } catch {
      return WINDOW_FAILED;
    }
  }

  async function checkout(started: DonationCheckoutView): Promise<string | null> {
    if (!setup?.payments) return PAYMENTS_OFF_MESSAGE;
    try {
      const outcome = await openPaymentWindow(started, setup.payments.sdkUrl);
      if (outcome.kind === 'failed') return outcome.message;
      if (outcome.kind === 'returned') await router.push({ pathname: DONATION_RETURN_PATH, query: { paymentId: started.paymentId } });
      return null;
    } catch {
      return WINDOW_FAILED;
    }
  }

  return (
    <>
      <Head>
        <title>후원하기 | 나눔</title>
        <meta name="description" content="나눔 사회공헌협회의 청소년 봉사활동과 이웃 나눔에 마음을 보태주세요." />
      </Head>
      <section className={styles.page} aria-labelledby="donate-title">
        <div className="container">
          <header className={styles.intro}>
            <p className={styles.eyebrow}>후원하기</p>
            <h1 id="donate-title" className={styles.title}>
              나눔에 마음을 보태주세요
            </h1>
            <p className={styles.lead}>보내주신 후원금은 청소년이 이웃과 함께 자라는 봉사활동과 나눔 사업에 소중히 쓰입니다. 후원금은 연말정산 기부금 공제를 받으실 수 있습니다.</p>
          </header>
          <div className={styles.layout}>
            <div>
              {!setup && !loadFailed && <p aria-live="polite">후원 정보를 불러오는 중입니다…</p>}
              {loadFailed && <p role="alert">{loadFailed}</p>}
              {setup?.payments && (
                <div className={styles.card}>
                  <DonationForm payments={setup.payments} receipts={setup.receipts} onCheckout={checkout} onPledge={pledge} />
                </div>
              )}
              {setup && !setup.payments && <BankTransferCard account={setup.bankAccount} lead="지금은 온라인 결제를 받지 않습니다. 아래 계좌로 보내주시면 감사히 받겠습니다." />}
            </div>
            <aside className={styles.aside} aria-label="후원 안내">
              <section className={`${styles.card} ${styles.uses}`} aria-labelledby="donate-uses-title">
                <h2 id="donate-uses-title" className={styles.cardTitle}>
                  후원금은 이렇게 쓰입니다
                </h2>
                <ul className={styles.useList}>
                  {USES.map((use) => (
                    <li key={use.title}>
                      <strong>{use.title}</strong>
                      <span>{use.text}</span>
                    </li>
                  ))}
                </ul>
                <Link prefetch={false} href="/community/donation-utilization" className={styles.link}>
                  기부금 사용 내역 보기
                </Link>
                {member && (
                  <Link prefetch={false} href={MY_PLEDGES_PATH} className={`${styles.link} d-block mt-2`}>
                    내 정기 후원 관리
                  </Link>
                )}
              </section>
              {setup?.payments && setup.bankAccount.number && <BankTransferCard account={setup.bankAccount} lead="결제창 대신 직접 이체하셔도 됩니다." />}
            </aside>
          </div>
        </div>
      </section>
    </>
  );
}
