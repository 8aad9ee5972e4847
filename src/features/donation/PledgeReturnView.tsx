import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { confirmPledge } from './donationApi';
import { MY_PLEDGES_PATH } from './portoneWindow';
import styles from './donation.module.css';

/**
 * /donate/pledge?pledgeId=&billingKey=: where PortOne's card window sends a member back (mobile).
 * The server checks the billing key with PortOne and charges the first month. Without a pledge
 * and its billing key nothing is sent, and the page says the card was not registered (in its own
 * words: the window's message arrives in the address, where anyone can write anything).
 */
export default function PledgeReturnView({ pledgeId, billingKey }: { pledgeId: number; billingKey: string }) {
  const router = useRouter();
  const returned = pledgeId > 0 && billingKey !== '';
  const [message, setMessage] = useState<string | null>(returned ? null : '카드를 등록하지 못했습니다.');

  // Sent once: a second confirmation (a re-render with a new router, React's development double
  // run) would be refused as already confirmed and show that refusal beside the success.
  const sent = useRef(false);

  useEffect(() => {
    if (!returned || sent.current) return;
    sent.current = true;
    void confirmPledge(pledgeId, billingKey).then((answer) => {
      if (answer.ok) void router.replace(MY_PLEDGES_PATH);
      else setMessage(answer.message);
    });
  }, [returned, pledgeId, billingKey, router]);

  return (
    <>
      <Head>
        <title>{message ? '정기 후원을 시작하지 못했습니다 | 나눔' : '정기 후원 카드 확인 | 나눔'}</title>
      </Head>
      <section className={styles.page} aria-labelledby="pledge-return-title">
        <div className="container">
          <div className={`${styles.card} ${styles.result}`}>
            <h1 id="pledge-return-title" className={styles.resultTitle}>
              {message ? '정기 후원을 시작하지 못했습니다' : '카드를 확인하고 있습니다…'}
            </h1>
            {message && <p role="alert">{message}</p>}
            <Link prefetch={false} href="/donate" className={`btn ${styles.submit}`}>
              후원하기로 돌아가기
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
