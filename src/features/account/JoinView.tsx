import Link from 'next/link';
import { ALREADY_CERTIFIED_MESSAGE, CERTIFY_LOGIN_REQUIRED_MESSAGE, CERTIFY_REVOKED_MESSAGE, NOT_CERTIFIED_ALERT } from '@nanum/shared/accountPageMessages';
import { isCertified } from '@nanum/shared/certified';
import { useAppDispatch } from '@/store/hooks';
import { openModal } from '@/store/modalSlice';
import AccountShell, { AccountLoading } from './AccountShell';
import JoinForm from './JoinForm';
import Notice from '@/features/app/Notice';
import { useSelf } from './useSelf';
import styles from './account.module.css';

/** /author/join: the sign-up form for visitors. */
export function JoinView() {
  const dispatch = useAppDispatch();
  return (
    <AccountShell
      eyebrow="회원가입"
      title="나눔 가족이 되어주세요"
      lead="작은 나눔이 모여 큰 변화를 만듭니다. 이메일 인증 후 간단한 정보만 입력하면 가입이 완료됩니다."
    >
      <JoinForm mode="email" />
      <p className={styles.switchLine}>
        이미 회원이신가요?{' '}
        <button type="button" className={`btn btn-link ${styles.inlineLink}`} onClick={() => dispatch(openModal({ mode: 'LOGIN', isOpen: true }))}>
          로그인
        </button>
        <span aria-hidden="true"> · </span>
        <Link prefetch={false} href="/author/find">이메일·비밀번호 찾기</Link>
      </p>
    </AccountShell>
  );
}

/** Why there is no form to fill here, and the way home. */
function HomeNotice({ variant, children }: { variant: 'success' | 'warning'; children: string }) {
  return (
    <div className={styles.stateBlock}>
      <Notice variant={variant}>{children}</Notice>
      <Link prefetch={false} href="/" className="btn btn-primary">
        홈으로
      </Link>
    </div>
  );
}

/** /author/join?sns=true: the logged-in social member completes the account and becomes certified. */
export function SnsJoinView() {
  const self = useSelf();
  const dispatch = useAppDispatch();
  return (
    <AccountShell
      eyebrow="회원 인증"
      title="추가 정보 입력"
      lead="나눔의 활동과 소식을 함께하려면 회원 정보를 입력하고 이메일을 인증해주세요. 소셜 로그인으로 가입하셨다면 처음 한 번만 입력하면 됩니다."
    >
      {self.status === 'loading' && <AccountLoading />}
      {self.status === 'visitor' && (
        <div className={styles.stateBlock}>
          <Notice variant="info">{CERTIFY_LOGIN_REQUIRED_MESSAGE}</Notice>
          <button type="button" className="btn btn-primary" onClick={() => dispatch(openModal({ mode: 'LOGIN', isOpen: true }))}>
            로그인
          </button>
        </div>
      )}
      {self.status === 'member' && isCertified(self.user) && <HomeNotice variant="success">{ALREADY_CERTIFIED_MESSAGE}</HomeNotice>}
      {self.status === 'member' && !isCertified(self.user) && self.user.certifyRevoked && <HomeNotice variant="warning">{CERTIFY_REVOKED_MESSAGE}</HomeNotice>}
      {self.status === 'member' && !isCertified(self.user) && !self.user.certifyRevoked && (
        <>
          <Notice variant="warning">{NOT_CERTIFIED_ALERT}</Notice>
          <JoinForm mode="sns" user={self.user} />
        </>
      )}
    </AccountShell>
  );
}
