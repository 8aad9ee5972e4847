import type { DonationBankAccount } from '@nanum/shared/donationViews';
import styles from './donation.module.css';

/** The association's own account for gifts by bank transfer (site settings), when one is set. */
export default function BankTransferCard({ account, lead }: { account: DonationBankAccount; lead: string }) {
  return (
    <section className={`${styles.card} ${styles.bank}`} aria-labelledby="donate-bank-title">
      <h2 id="donate-bank-title" className={styles.cardTitle}>
        계좌로 후원하기
      </h2>
      <p className={styles.muted}>{lead}</p>
      {account.number ? (
        <dl className={styles.account}>
          <dt>은행</dt>
          <dd>{account.bank || '-'}</dd>
          <dt>계좌번호</dt>
          <dd className={styles.accountNumber}>{account.number}</dd>
          <dt>예금주</dt>
          <dd>{account.holder || '-'}</dd>
        </dl>
      ) : (
        <p>후원 계좌는 협회로 문의해주세요.</p>
      )}
      <p className={styles.small}>입금하신 뒤 협회로 이름과 연락처를 알려주시면 기부금 영수증을 보내드립니다.</p>
    </section>
  );
}
