import { useState, type FormEvent } from 'react';
import { PASSWORD_RESET_TTL_MINUTES } from '@nanum/shared/accountLimits';
import { EMAIL_INPUT_MAX_LENGTH } from '@nanum/shared/limits';
import { CONNECTION_FAILED_MESSAGE } from '@nanum/shared/requestMessages';
import { useBusy } from '@/lib/useBusy';
import { requestPasswordReset } from './accountApi';
import { TextField } from './FormField';
import Notice from '@/features/app/Notice';
import { messagesOf, useFormState } from './formState';
import { loadAccountSchemas, usePreloadedAccountSchemas } from './accountLoaders';
import styles from './account.module.css';

/** 비밀번호 찾기: the email; a reset link is mailed when it has an account (the answer is the same). */
export default function FindPasswordForm() {
  const { values, errors, set, fail } = useFormState({ email: '' }, 'reset');
  const [notice, setNotice] = useState<{ ok: boolean; message: string } | null>(null);
  const request = useBusy();
  usePreloadedAccountSchemas();

  // While it is asked, 재설정 링크 받기 stays focusable (aria-disabled) and another submit sends nothing.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void request.run(send);
  };

  const send = async () => {
    setNotice(null);
    const schemas = await loadAccountSchemas();
    if (!schemas) {
      setNotice({ ok: false, message: CONNECTION_FAILED_MESSAGE });
      return;
    }
    const parsed = schemas.findPasswordSchema.safeParse(values);
    if (!parsed.success) {
      fail(messagesOf(parsed), ['email']);
      return;
    }
    const outcome = await requestPasswordReset(parsed.data.email);
    setNotice({ ok: outcome.ok, message: outcome.message });
  };

  return (
    <form noValidate onSubmit={submit} aria-label="비밀번호 찾기">
      <p className={styles.formLead}>
        가입한 이메일을 입력하면 비밀번호를 새로 설정할 수 있는 링크를 보내드립니다. 링크는 {PASSWORD_RESET_TTL_MINUTES}분 동안 한 번만 사용할 수
        있습니다.
      </p>
      <TextField
        id="reset-email"
        label="이메일"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={EMAIL_INPUT_MAX_LENGTH}
        placeholder="example@naver.com"
        value={values.email}
        onChange={(value) => set('email', value)}
        error={errors.email}
      />
      <div className="d-grid">
        <button type="submit" className="btn btn-primary btn-lg" {...request.props}>
          재설정 링크 받기
        </button>
      </div>
      <div aria-live="polite">
        {notice && (
          <Notice variant={notice.ok ? 'success' : 'danger'} className={styles.result}>
            {notice.message}
          </Notice>
        )}
      </div>
      <p className={styles.smallNote}>소셜 로그인(카카오·네이버·구글·페이스북)으로 가입한 계정은 해당 서비스에서 비밀번호를 관리합니다.</p>
    </form>
  );
}
