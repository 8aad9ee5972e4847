import { useState, type FormEvent } from 'react';
import { EMAIL_CODE_LENGTH } from '@nanum/shared/accountLimits';
import { EMAIL_INPUT_MAX_LENGTH, PASSWORD_INPUT_MAX_LENGTH } from '@nanum/shared/limits';
import { emailChangeCodeSchema, emailChangeSchema, OWN_ACCOUNT_MESSAGES as M, WITHDRAW_FRESH_LOGIN_MINUTES } from '@nanum/shared/ownAccountRules';
import { firstMessage } from '@nanum/shared/schemas';
import { SOCIAL_BUTTONS, socialLoginUrl, type SocialProviderId } from '@/features/auth/socialProviders';
import { changeLoginEmail, requestEmailChangeCode } from './ownAccountApi';
import { useProfileChange } from './useProfileChange';
import ProfileInput from './ProfileInput';
import styles from './ProfileModal.module.css';

/**
 * 로그인 이메일 변경: a code goes to the new address (the shared schemas check both steps first);
 * the code with the current password (re-authentication; an account without one: a fresh social
 * login, started here) moves the login there, ends the member's other logins, and the old address
 * is told by mail.
 */
export default function EmailChangeForm({ current, hasPassword, providers }: { current: string; hasPassword: boolean; providers: readonly SocialProviderId[] }) {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
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
    const confirmation = hasPassword ? password : undefined;
    const problem = firstMessage(emailChangeSchema.safeParse({ email: sentTo, code, password: confirmation }));
    if (problem) return change.fail(problem);
    if (hasPassword && !password) return change.fail(M.passwordRequired);
    const moved = await change.run(() => changeLoginEmail(sentTo, code, confirmation));
    if (!moved) return;
    setSentTo(null);
    setEmail('');
    setCode('');
    setPassword('');
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
      {sentTo && hasPassword && (
        <ProfileInput label="비밀번호 확인" type="password" autoComplete="current-password" maxLength={PASSWORD_INPUT_MAX_LENGTH} value={password} onChange={setPassword} />
      )}
      {!hasPassword && (
        <div className={styles.hint}>
          <p className="mb-1">소셜 로그인 회원은 소셜 계정으로 다시 로그인한 뒤 {WITHDRAW_FRESH_LOGIN_MINUTES}분 안에 이메일을 바꿀 수 있습니다.</p>
          {providers.map((provider) => (
            <a key={provider} className="btn btn-outline-secondary btn-sm me-2" href={socialLoginUrl(provider, window.location.pathname)}>
              {SOCIAL_BUTTONS[provider].name}(으)로 다시 로그인
            </a>
          ))}
        </div>
      )}
      {sentTo ? (
        <>
          <button type="submit" className="btn btn-primary btn-sm" {...change.busyProps}>
            이메일 변경
          </button>
          <button type="button" className="btn btn-outline-secondary btn-sm" {...change.busyProps} onClick={() => void sendCode()}>
            인증번호 다시 받기
          </button>
        </>
      ) : (
        <button type="submit" className="btn btn-primary btn-sm" {...change.busyProps}>
          인증번호 받기
        </button>
      )}
      <p role="status" className={change.message ? (change.message.ok ? styles.noticeOk : styles.noticeError) : styles.noticeEmpty}>
        {change.message?.text}
      </p>
    </form>
  );
}
