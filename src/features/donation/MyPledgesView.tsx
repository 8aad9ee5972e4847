import Head from 'next/head';
import Link from 'next/link';
import { useState } from 'react';
import { PLEDGE_STATE_LABELS } from '@nanum/shared/donationPledges';
import { formatWon, isDonationAmount } from '@nanum/shared/donationRules';
import { AMOUNT_INVALID_MESSAGE } from '@nanum/shared/donationPageMessages';
import type { PledgeView } from '@nanum/shared/donationViews';
import { formatDate } from '@nanum/shared/format';
import { useToast } from '@/features/toast/useToast';
import { useLatestLoad } from '@/lib/useLatestLoad';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { openModal } from '@/store/modalSlice';
import { cancelPledge, changePledge, fetchMyPledges } from './donationApi';
import styles from './donation.module.css';

/** One pledge: its state, amount and next charge; an active one's amount changed or cancelled. */
function PledgeCard({ pledge, onChanged }: { pledge: PledgeView; onChanged: () => void }) {
  const toast = useToast();
  const [amount, setAmount] = useState(String(pledge.amount));
  const [error, setError] = useState('');
  const active = pledge.state === 'active';

  const change = async () => {
    const value = Number(amount);
    if (!isDonationAmount(value)) return setError(AMOUNT_INVALID_MESSAGE);
    const answer = await changePledge(pledge.id, value);
    if (!answer.ok) return setError(answer.message);
    toast.done(answer.message);
    onChanged();
  };
  const cancel = async () => {
    if (!window.confirm('정기 후원을 해지할까요? 다음 달부터 결제되지 않습니다.')) return;
    const answer = await cancelPledge(pledge.id);
    if (!answer.ok) return toast.warning(answer.message);
    toast.done(answer.message);
    onChanged();
  };

  return (
    <li className={styles.card} aria-label={`정기 후원 매월 ${formatWon(pledge.amount)}`}>
      <div className={styles.goalHead}>
        <strong className={styles.goalTitle}>매월 {formatWon(pledge.amount)}</strong>
        <span className={`badge ${active ? 'text-bg-success' : 'text-bg-secondary'}`}>{PLEDGE_STATE_LABELS[pledge.state]}</span>
      </div>
      <p className={styles.muted}>
        {formatDate(pledge.createdAt)}부터
        {active && pledge.nextChargeAt && ` · 다음 결제 ${formatDate(pledge.nextChargeAt)}`}
        {pledge.failures > 0 && active && ` · 결제 실패 ${pledge.failures}회, 다시 시도합니다`}
      </p>
      {active && (
        <div className="d-flex flex-wrap gap-2 align-items-start">
          <div>
            <label htmlFor={`pledge-${pledge.id}-amount`} className="form-label small mb-1">
              매월 후원 금액(원)
            </label>
            <input
              id={`pledge-${pledge.id}-amount`}
              className={`form-control${error ? ' is-invalid' : ''}`}
              inputMode="numeric"
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value.replace(/\D/g, '').slice(0, 9));
                setError('');
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `pledge-${pledge.id}-error` : undefined}
            />
            {error && (
              <div id={`pledge-${pledge.id}-error`} className="invalid-feedback d-block">
                {error}
              </div>
            )}
          </div>
          <button type="button" className="btn btn-outline-primary mt-4" onClick={() => void change()}>
            금액 변경
          </button>
          <button type="button" className="btn btn-outline-danger mt-4 ms-auto" onClick={() => void cancel()}>
            해지하기
          </button>
        </div>
      )}
    </li>
  );
}

/** /donate/mine: a member's monthly pledges (내 정기 후원). */
export default function MyPledgesView() {
  const dispatch = useAppDispatch();
  const member = useAppSelector((state) => state.user !== null);
  const [pledges, setPledges] = useState<PledgeView[] | null>(null);
  const [failure, setFailure] = useState('');

  const load = useLatestLoad(
    () => (member ? fetchMyPledges() : undefined),
    (answer) => {
      if (answer.ok) setPledges(answer.data);
      else setFailure(answer.message);
    },
    [member],
  );

  return (
    <>
      <Head>
        <title>내 정기 후원 | 나눔</title>
      </Head>
      <section className={styles.page} aria-labelledby="pledges-title">
        <div className="container">
          <header className={styles.intro}>
            <p className={styles.eyebrow}>후원하기</p>
            <h1 id="pledges-title" className={styles.title}>
              내 정기 후원
            </h1>
            <p className={styles.lead}>매월 후원 금액을 바꾸거나 해지하실 수 있습니다. 바꾼 금액은 다음 결제부터 적용됩니다.</p>
          </header>
          {!member && (
            <button type="button" className={`btn ${styles.submit}`} onClick={() => dispatch(openModal({ mode: 'LOGIN', isOpen: true }))}>
              로그인하고 보기
            </button>
          )}
          {failure && <p role="alert">{failure}</p>}
          {member && !pledges && !failure && <p role="status">불러오는 중입니다…</p>}
          {pledges && pledges.length === 0 && (
            <p>
              정기 후원 내역이 없습니다. <Link prefetch={false} href="/donate">정기 후원 시작하기</Link>
            </p>
          )}
          {pledges && pledges.length > 0 && (
            <ul className="list-unstyled d-grid gap-3" aria-label="정기 후원 목록">
              {pledges.map((pledge) => (
                <PledgeCard key={`${pledge.id}-${pledge.amount}-${pledge.state}`} pledge={pledge} onChanged={load} />
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
