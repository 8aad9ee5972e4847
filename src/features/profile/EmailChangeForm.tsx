import { useState, type FormEvent } from 'react';
import { EMAIL_CODE_LENGTH } from '@nanum/shared/accountLimits';
import { EMAIL_INPUT_MAX_LENGTH } from '@nanum/shared/limits';
import { emailChangeCodeSchema, emailChangeSchema } from '@nanum/shared/ownAccountRules';
import { firstMessage } from '@nanum/shared/schemas';
import { changeLoginEmail, requestEmailChangeCode } from './ownAccountApi';
import { useProfileChange } from './useProfileChange';
import ProfileInput from './ProfileInput';
import styles from './ProfileModal.module.css';

/**
 * 로그인 이메일 변경: a code goes to the new address (the shared sign-up schemas check both steps
 * first); the code moves the login there, and the old address is told by mail.
 */
export default function EmailChangeForm({ current }: { current: string }) {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const change = useProfileChange();

  const sendCode = async () => {
    const problem = firstMessage(emailChangeCodeSchema.safeParse({ email }));
    if (problem) return change.fail(problem);
    if (await change.run(() => requestEmailChangeCode(email))) setSentTo(email);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (change.pending) return;
    if (!sentTo) return void sendCode();
    const problem = firstMessage(emailChangeSchema.safeParse({ email: sentTo, code }));
    if (problem) return change.fail(problem);
    const moved = await change.run(() => changeLoginEmail(sentTo, code));
    if (!moved) return;
    setSentTo(null);
    setEmail('');
    setCode('');
  };

  return (
    <form className={styles.editorForm} onSubmit={(event) => void submit(event)} noValidate aria-label="로그인 이메일 변경">
      <p className={styles.hint}>지금 로그인 이메일: {current}</p>
      <ProfileInput
        label="새 이메일 주소"
        type="email"
        autoComplete="email"
        maxLength={EMAIL_INPUT_MAX_LENGTH}
        value={email}
        onChange={(value) => {
          setEmail(value);
          setSentTo(null);
        }}
      />
      {sentTo && <ProfileInput label={`인증번호 ${EMAIL_CODE_LENGTH}자리`} inputMode="numeric" autoComplete="one-time-code" maxLength={EMAIL_CODE_LENGTH} value={code} onChange={setCode} />}
      {sentTo ? (
        <>
          <button type="submit" className="btn btn-primary btn-sm" disabled={change.pending}>
            이메일 변경
          </button>
          <button type="button" className="btn btn-outline-secondary btn-sm" disabled={change.pending} onClick={() => void sendCode()}>
            인증번호 다시 받기
          </button>
        </>
      ) : (
        <button type="submit" className="btn btn-primary btn-sm" disabled={change.pending}>
          인증번호 받기
        </button>
      )}
      <p role="status" className={change.message ? (change.message.ok ? styles.noticeOk : styles.noticeError) : styles.noticeEmpty}>
        {change.message?.text}
      </p>
    </form>
  );
}
