import Link from 'next/link';
import { isCertified } from '@nanum/shared/certified';
import { useAppDispatch } from '@/store/hooks';
import { openModal } from '@/store/modalSlice';
import AccountShell, { AccountLoading } from './AccountShell';
import { useSelf } from './useSelf';
import styles from './account.module.css';

const REASONS = [
  { title: '믿을 수 있는 활동', text: '봉사 활동과 기부 기록이 실제 회원의 것임을 확인해 활동 증명서와 이력을 정확하게 관리합니다.' },
  { title: '청소년 보호', text: '만 14세 미만 회원은 보호자(법정대리인)의 동의를 받아 안전하게 활동할 수 있도록 합니다.' },
  { title: '소식과 알림', text: '인증된 이메일로 활동 안내와 중요한 소식을 빠짐없이 전해드립니다.' },
];

/** /certify: why certification is needed and the way to it, for whoever is here. */
export default function CertifyView() {
  const self = useSelf();
  const dispatch = useAppDispatch();
  const login = () => dispatch(openModal({ mode: 'LOGIN', isOpen: true }));

  return (
    <AccountShell eyebrow="회원 인증" title="회원 인증이 필요합니다" lead="인증을 마친 회원만 프로필, 알림과 활동 기능을 이용할 수 있습니다.">
      <ul className={styles.reasons}>
        {REASONS.map((reason) => (
          <li key={reason.title} className={styles.reason}>
            <h2 className={styles.reasonTitle}>{reason.title}</h2>
            <p className={styles.reasonText}>{reason.text}</p>
          </li>
        ))}
      </ul>
      <div className={styles.stateBlock} aria-live="polite">
        {self.status === 'loading' && <AccountLoading />}
        {self.status === 'visitor' && (
          <>
            <p className={styles.stateText}>로그인한 뒤 인증을 진행할 수 있습니다. 아직 회원이 아니라면 회원가입에서 바로 인증할 수 있습니다.</p>
            <div className={styles.actions}>
              <button type="button" className="btn btn-primary btn-lg" onClick={login}>
                로그인
              </button>
              <Link prefetch={false} href="/author/join" className="btn btn-outline-primary btn-lg">
                회원가입
              </Link>
            </div>
          </>
        )}
        {self.status === 'member' && !isCertified(self.user) && (
          <>
            <p className={styles.stateText}>
              <strong>{self.user.name}</strong>님, 이메일 인증과 몇 가지 정보만 입력하면 인증이 완료됩니다.
            </p>
            <div className={styles.actions}>
              <Link prefetch={false} href="/author/join?sns=true" className="btn btn-primary btn-lg">
                추가 정보 입력하고 인증하기
              </Link>
            </div>
          </>
        )}
        {self.status === 'member' && isCertified(self.user) && (
          <>
            <p className={styles.stateText}>
              <strong>{self.user.name}</strong>님은 이미 인증이 완료된 회원입니다.
            </p>
            <div className={styles.actions}>
              <Link prefetch={false} href="/" className="btn btn-primary btn-lg">
                홈으로
              </Link>
            </div>
          </>
        )}
      </div>
    </AccountShell>
  );
}
