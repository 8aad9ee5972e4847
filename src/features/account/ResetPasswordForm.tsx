import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { CONNECTION_FAILED_MESSAGE } from '@nanum/shared/messages';
import { useAppDispatch } from '@/store/hooks';
import { openModal } from '@/store/modalSlice';
import { clearUser } from '@/store/userSlice';
import { resetPassword } from './accountApi';
import { messagesOf, useFormState } from './formState';
import { loadAccountSchemas, usePreloadedAccountSchemas } from './schemaLoader';
import NewPasswordFields from './NewPasswordFields';
import styles from './account.module.css';

/** /author/find?token=...: the new password, typed twice, with the SPEC hint. */
export default function ResetPasswordForm({ token }: { token: string }) {
  const dispatch = useAppDispatch();
  const { values, errors, set, fail } = useFormState({ password: '', passwordConfirm: '' }, 'new');
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  usePreloadedAccountSchemas();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
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
    setBusy(true);
    const answer = await resetPassword(parsed.data);
    setBusy(false);
    setOutcome({ ok: answer.ok, message: answer.message });
    // Every session of the member ended on the server; this browser's too.
    if (answer.ok) dispatch(clearUser());
  };

  if (outcome?.ok) {
    return (
      <div className={styles.stateBlock} aria-live="polite">
        <Alert variant="success">{outcome.message}</Alert>
        <Button variant="primary" onClick={() => dispatch(openModal({ mode: 'LOGIN', isOpen: true }))}>
          로그인
        </Button>
      </div>
    );
  }

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label="새 비밀번호 설정">
      <p className={styles.formLead}>새로 사용할 비밀번호를 입력해주세요. 변경하면 로그인된 모든 기기에서 로그아웃됩니다.</p>
      <NewPasswordFields idPrefix="new" label="새 비밀번호" values={values} errors={errors} onChange={set} />
      <div aria-live="polite">
        {outcome && !outcome.ok && (
          <Alert variant="danger" className={styles.result}>
            {outcome.message}{' '}
            <Link href="/author/find?tab=password" className="alert-link">
              재설정 링크 다시 받기
            </Link>
          </Alert>
        )}
      </div>
      <div className="d-grid">
        <Button type="submit" variant="primary" size="lg" disabled={busy}>
          비밀번호 변경
        </Button>
      </div>
    </Form>
  );
}
