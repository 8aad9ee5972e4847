import { useState, type FormEvent } from 'react';
import { NAME_MAX_LENGTH } from '@nanum/shared/accountLimits';
import { CONNECTION_FAILED_MESSAGE } from '@nanum/shared/requestMessages';
import { useBusy } from '@/lib/useBusy';
import { useAppDispatch } from '@/store/hooks';
import { openModal } from '@/store/modalSlice';
import { findEmail } from './accountApi';
import { PhoneField, TextField } from './FormField';
import { messagesOf, useFormState } from './formState';
import { loadAccountSchemas, usePreloadedAccountSchemas } from './accountLoaders';
import Notice from '@/features/app/Notice';
import styles from './account.module.css';

type Result = { email: string; message: string } | { email: null; message: string } | { error: string } | null;

/** 이메일 찾기: name and phone; answers the masked address. */
export default function FindEmailForm({ onFindPassword }: { onFindPassword: () => void }) {
  const dispatch = useAppDispatch();
  const { values, errors, set, fail } = useFormState({ name: '', number: '' }, 'find');
  const [result, setResult] = useState<Result>(null);
  const request = useBusy();
  usePreloadedAccountSchemas();

  // While it is asked, 이메일 찾기 stays focusable (aria-disabled) and another submit sends nothing.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void request.run(find);
  };

  const find = async () => {
    setResult(null);
    const schemas = await loadAccountSchemas();
    if (!schemas) {
      setResult({ error: CONNECTION_FAILED_MESSAGE });
      return;
    }
    const parsed = schemas.findEmailSchema.safeParse(values);
    if (!parsed.success) {
      fail(messagesOf(parsed), ['name', 'number']);
      return;
    }
    const outcome = await findEmail(parsed.data);
    setResult(outcome.ok ? { email: outcome.email, message: outcome.message } : { error: outcome.message });
  };

  return (
    <form noValidate onSubmit={submit} aria-label="이메일 찾기">
      <p className={styles.formLead}>가입할 때 입력한 이름과 연락처로 이메일을 찾을 수 있습니다.</p>
      <TextField id="find-name" label="이름" autoComplete="name" maxLength={NAME_MAX_LENGTH} value={values.name} onChange={(value) => set('name', value)} error={errors.name} />
      <PhoneField id="find-number" label="연락처" value={values.number} onChange={(value) => set('number', value)} error={errors.number} />
      <div className="d-grid">
        <button type="submit" className="btn btn-primary btn-lg" {...request.props}>
          이메일 찾기
        </button>
      </div>
      <div aria-live="polite">
        {result && 'error' in result && (
          <Notice variant="danger" className={styles.result}>
            {result.error}
          </Notice>
        )}
        {result && 'email' in result && result.email && (
          <div className={styles.foundCard}>
            <p className={styles.foundLabel}>{result.message}</p>
            <p className={styles.foundEmail}>{result.email}</p>
            <div className={styles.foundActions}>
              <button type="button" className="btn btn-primary" onClick={() => dispatch(openModal({ mode: 'LOGIN', isOpen: true }))}>
                로그인
              </button>
              <button type="button" className="btn btn-outline-primary" onClick={onFindPassword}>
                비밀번호 찾기
              </button>
            </div>
          </div>
        )}
        {result && 'email' in result && !result.email && (
          <Notice variant="warning" className={styles.result}>
            {result.message}
          </Notice>
        )}
      </div>
    </form>
  );
}
