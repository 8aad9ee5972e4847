import { useRouter } from 'next/router';
import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import '@/styles/dialogStyles';
import { PASSWORD_INPUT_MAX_LENGTH } from '@nanum/shared/limits';
import { OWN_ACCOUNT_MESSAGES as M, WITHDRAW_FRESH_LOGIN_MINUTES, type WithdrawContentChoice } from '@nanum/shared/ownAccountRules';
import { SOCIAL_BUTTONS, socialLoginUrl, type SocialProviderId } from '@/features/auth/socialProviders';
import { useToast } from '@/features/toast/useToast';
import { emitClientUpdate } from '@/lib/socket';
import { useBusy } from '@/lib/useBusy';
import { useAppDispatch } from '@/store/hooks';
import { openModal } from '@/store/modalSlice';
import { clearUser } from '@/store/userSlice';
import { withdraw } from './ownAccountApi';
import ProfileInput from './ProfileInput';
import styles from './ProfileModal.module.css';

const CHOICES: readonly { value: WithdrawContentChoice; label: string }[] = [
  { value: 'keep', label: M.keepLabel },
  { value: 'delete', label: M.deleteLabel },
];

/**
 * 회원 탈퇴: the member chooses what happens to their posts and comments, confirms with their
 * password (an account without one: a fresh social login, started here), then confirms once more
 * in a dialog that restates the choice. On success the login is gone: the user is cleared and the
 * browser goes home.
 */
export default function WithdrawSection({ hasPassword, providers }: { hasPassword: boolean; providers: readonly SocialProviderId[] }) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const router = useRouter();
  const passwordId = useId();
  const [content, setContent] = useState<WithdrawContentChoice | null>(null);
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const request = useBusy();
  const [error, setError] = useState<string | null>(null);

  const ask = () => {
    if (!content) return setError(M.contentChoice);
    if (hasPassword && !password) return setError(M.passwordRequired);
    setError(null);
    setConfirming(true);
  };

  const confirm = async () => {
    if (!content) return;
    const outcome = await withdraw(content, hasPassword ? password : undefined);
    if (!outcome.ok) {
      setConfirming(false);
      return setError(outcome.message);
    }
    // To the home page first, with the dialogs still open: a dialog closed by a move to another
    // page leaves its history entry (useBackClosesModal), where one closed on the page would go
    // Back while the move is under way, and that Back could close a dialog opened just after.
    await router.push('/');
    setConfirming(false);
    dispatch(clearUser());
    dispatch(openModal({ mode: 'AUTHOR', isOpen: false }));
    void emitClientUpdate({ reconnect: true });
    toast.done(outcome.message);
  };

  const chosen = CHOICES.find((choice) => choice.value === content);
  return (
    <section className={styles.withdraw} aria-labelledby={`${passwordId}-title`}>
      <h3 id={`${passwordId}-title`} className={styles.sectionTitle}>
        회원 탈퇴
      </h3>
      <p className={styles.hint}>
        탈퇴하면 이름, 이메일, 연락처, 생년월일, 주소, 학교, MBTI, 프로필 이미지, 소셜 계정 연결과 알림이 바로 지워지고 다시 로그인할 수 없습니다. 발급된 활동 확인서는 가린 이름으로 진위 확인만 됩니다. 같은 이메일로 다시 가입할 수 있습니다.
      </p>
      <fieldset className={styles.choices}>
        <legend className={styles.inputLabel}>작성한 게시글과 댓글</legend>
        {CHOICES.map((choice) => (
          <div className="form-check" key={choice.value}>
            <input
              className="form-check-input"
              type="radio"
              name={`${passwordId}-content`}
              id={`${passwordId}-${choice.value}`}
              checked={content === choice.value}
              onChange={() => {
                setContent(choice.value);
                setError(null);
              }}
            />
            <label className="form-check-label" htmlFor={`${passwordId}-${choice.value}`}>
              {choice.label}
            </label>
          </div>
        ))}
      </fieldset>
      {hasPassword ? (
        <ProfileInput
          label="비밀번호 확인"
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_INPUT_MAX_LENGTH}
          value={password}
          onChange={(value) => {
            setPassword(value);
            setError(null);
          }}
        />
      ) : (
        <div className={styles.hint}>
          <p className="mb-1">소셜 로그인 회원은 소셜 계정으로 다시 로그인한 뒤 {WITHDRAW_FRESH_LOGIN_MINUTES}분 안에 탈퇴할 수 있습니다. 다시 로그인한 뒤 내 프로필을 열어 탈퇴를 마쳐주세요.</p>
          {providers.map((provider) => (
            <a key={provider} className="btn btn-outline-secondary btn-sm me-2" href={socialLoginUrl(provider, window.location.pathname)}>
              {SOCIAL_BUTTONS[provider].name}(으)로 다시 로그인
            </a>
          ))}
        </div>
      )}
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={ask}>
        회원 탈퇴
      </button>
      <p role="alert" className={error ? styles.noticeError : styles.noticeEmpty}>
        {error}
      </p>
      <Modal show={confirming} onHide={() => setConfirming(false)} centered aria-labelledby={`${passwordId}-confirm`} backdropClassName={styles.stackedBackdrop} className={styles.stackedModal}>
        <Modal.Header closeButton closeLabel="닫기">
          <Modal.Title id={`${passwordId}-confirm`}>정말 탈퇴하시겠습니까?</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{chosen?.label}</p>
          <p className="mb-0">탈퇴는 되돌릴 수 없습니다. 필요한 자료는 먼저 &lsquo;내 정보 내려받기&rsquo;로 저장해주세요.</p>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={() => setConfirming(false)}>
            취소
          </button>
          {/* While the request runs, 탈퇴하기 keeps the focus in the dialog (aria-disabled) and another press sends nothing. */}
          <button type="button" className="btn btn-danger" {...request.props} onClick={() => void request.run(confirm)}>
            {request.busy ? '탈퇴 처리 중…' : '탈퇴하기'}
          </button>
        </Modal.Footer>
      </Modal>
    </section>
  );
}
