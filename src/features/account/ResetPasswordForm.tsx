import Link from 'next/link';
import { useEffect, useState, type FormEvent } from 'react';
import { CONNECTION_FAILED_MESSAGE } from '@nanum/shared/requestMessages';
import { useBusy } from '@/lib/useBusy';
import { useAppDispatch } from '@/store/hooks';
import { openModal } from '@/store/modalSlice';
import { clearUser } from '@/store/userSlice';
import { checkResetToken, resetPassword } from './accountApi';
import { messagesOf, useFormState } from './formState';
import { loadAccountSchemas, usePreloadedAccountSchemas } from './accountLoaders';
import NewPasswordFields from './NewPasswordFields';
import Notice from '@/features/app/Notice';
import styles from './account.module.css';

/** Why the link cannot set a password, and the way to a new one. */
function LinkRefused({ message }: { message: string }) {
  return (
    <Notice variant="danger" className={styles.result}>
      {message}{' '}
      <Link prefetch={false} href="/author/find?tab=password" className="alert-link">
        재설정 링크 다시 받기
      </Link>
    </Notice>
  );
}

/**
 * Whether the reset link still works, asked as the page opens: 'checking', 'usable', or the Korean
 * reason it is not (used or expired). No answer, or a limit reached, leaves the form to the submit.
 */
function useResetLink(token: string): 'checking' | 'usable' | { refused: string } {
  const [state, setState] = useState<'checking' | 'usable' | { refused: string }>('checking');
  useEffect(() => {
    let active = true;
    void checkResetToken(token).then((answer) => {
      if (active) setState(!answer.ok && answer.status === 400 ? { refused: answer.message } : 'usable');
    });
    return () => {
      active = false;
    };
  }, [token]);
  return state;
}

/** /author/find?token=...: the new password, typed twice, with the SPEC hint; a used or expired link says so at once. */
export default function ResetPasswordForm({ token }: { token: string }) {
  const dispatch = useAppDispatch();
  const { values, errors, set, fail } = useFormState({ password: '', passwordConfirm: '' }, 'new');
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const request = useBusy();
  const link = useResetLink(token);
  usePreloadedAccountSchemas();

  // While it is sent, 비밀번호 변경 stays focusable (aria-disabled) and another submit sends nothing.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void request.run(send);
  };

  const send = async () => {
    setOutcome(null);
    const schemas = await loadAccountSchemas();
    if (!schemas) {
      setOutcome({ ok: false, message: CONNECTION_FAILED_MESSAGE });
      return;
    }
    const parsed = schemas.passwordResetSchema.safeParse({ token, ...values });
    if (!parsed.success) {
      const messages = messagesOf(parsed);
      if (messages.token) {
        setOutcome({ ok: false, message: messages.token });
        return;
      }
      fail(messages, ['password', 'passwordConfirm']);
      return;
    }
    const answer = await resetPassword(parsed.data);
    setOutcome({ ok: answer.ok, message: answer.message });
    // Every session of the member ended on the server; this browser's too.
    if (answer.ok) dispatch(clearUser());
  };

  if (outcome?.ok) {
    return (
      <div className={styles.stateBlock} aria-live="polite">
        <Notice variant="success">{outcome.message}</Notice>
        <button type="button" className="btn btn-primary" onClick={() => dispatch(openModal({ mode: 'LOGIN', isOpen: true }))}>
          로그인
        </button>
      </div>
    );
  }

  if (link === 'checking') {
    return (
      <p className={styles.loading} role="status">
        재설정 링크를 확인하고 있습니다…
      </p>
    );
  }
  if (link !== 'usable') {
    return (
      <div className={styles.stateBlock} aria-live="polite">
        <LinkRefused message={link.refused} />
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-label="새 비밀번호 설정">
      <p className={styles.formLead}>새로 사용할 비밀번호를 입력해주세요. 변경하면 로그인된 모든 기기에서 로그아웃됩니다.</p>
      <NewPasswordFields idPrefix="new" label="새 비밀번호" values={values} errors={errors} onChange={set} />
      <div aria-live="polite">
        {outcome && !outcome.ok && <LinkRefused message={outcome.message} />}
      </div>
      <div className="d-grid">
        <button type="submit" className="btn btn-primary btn-lg" {...request.props}>
          비밀번호 변경
        </button>
      </div>
    </form>
  );
}
