import { useEffect, useState } from 'react';
import { EMAIL_CODE_LENGTH, EMAIL_CODE_TTL_MINUTES } from '@nanum/shared/accountLimits';
import { normalizeEmail } from '@nanum/shared/emailAddress';
import { firstMessage } from '@nanum/shared/issueMessages';
import { EMAIL_INPUT_MAX_LENGTH } from '@nanum/shared/limits';
import { CONNECTION_FAILED_MESSAGE } from '@nanum/shared/requestMessages';
import { focusAfterRender, useBusy } from '@/lib/useBusy';
import { TextField } from './FormField';
import { loadAccountApi, loadAccountSchemas } from './accountLoaders';
import styles from './account.module.css';

export interface EmailVerificationProps {
  idPrefix: string;
  email: string;
  onEmailChange: (email: string) => void;
  /** The form's message for the email (e.g. not verified yet). */
  emailError?: string;
  /** The address proven so far (lower-case), or null. */
  verifiedEmail: string | null;
  onVerifiedChange: (email: string | null) => void;
  /** Words under the email when it needs no code (a social account's own address). */
  verifiedNote?: string;
}

type Notice = { tone: 'success' | 'danger'; text: string } | null;

const mmss = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * Email with '인증번호 받기', then the six-digit code with '확인' and the time left. Once the code
 * matches the address is shown as verified and locked; '변경' starts over. A refusal shows under its
 * field and is announced (role=alert): it answers a button, not the form's submit. The buttons stay
 * focusable while their request runs (useBusy); a value refused before sending takes the focus to
 * its field, and a verified address to its '변경' button, which replaces '확인'.
 */
export default function EmailVerification({
  idPrefix,
  email,
  onEmailChange,
  emailError,
  verifiedEmail,
  onVerifiedChange,
  verifiedNote,
}: EmailVerificationProps) {
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [expiresAt, setExpiresAt] = useState(0);
  const [now, setNow] = useState(0);
  const request = useBusy();
  const [emailNotice, setEmailNotice] = useState<Notice>(null);
  const [codeNotice, setCodeNotice] = useState<Notice>(null);
  const [sends, setSends] = useState(0);

  const normalized = normalizeEmail(email);
  const verified = verifiedEmail !== null && normalized === verifiedEmail;

  // Each code sent moves the focus to the code input (once it is on screen).
  useEffect(() => {
    if (sends > 0) document.getElementById(`${idPrefix}-code`)?.focus();
  }, [sends, idPrefix]);

  useEffect(() => {
    if (!sentTo || verified) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [sentTo, verified]);

  const send = async () => {
    const [schemas, api] = await Promise.all([loadAccountSchemas(), loadAccountApi()]);
    if (!schemas || !api) {
      setEmailNotice({ tone: 'danger', text: CONNECTION_FAILED_MESSAGE });
      return;
    }
    const parsed = schemas.joinCodeSchema.safeParse({ email });
    if (!parsed.success) {
      setEmailNotice({ tone: 'danger', text: firstMessage(parsed) as string });
      focusAfterRender(`${idPrefix}-email`);
      return;
    }
    const outcome = await api.sendJoinCode({ email: parsed.data.email });
    setEmailNotice({ tone: outcome.ok ? 'success' : 'danger', text: outcome.message });
    if (outcome.ok) {
      setSentTo(parsed.data.email);
      setCode('');
      setCodeNotice(null);
      setNow(Date.now());
      setExpiresAt(Date.now() + EMAIL_CODE_TTL_MINUTES * 60 * 1000);
      setSends((count) => count + 1);
    }
  };

  const verify = async () => {
    const [schemas, api] = await Promise.all([loadAccountSchemas(), loadAccountApi()]);
    if (!schemas || !api) {
      setCodeNotice({ tone: 'danger', text: CONNECTION_FAILED_MESSAGE });
      return;
    }
    const parsed = schemas.joinVerifySchema.safeParse({ email: sentTo ?? email, code });
    if (!parsed.success) {
      setCodeNotice({ tone: 'danger', text: firstMessage(parsed) as string });
      focusAfterRender(`${idPrefix}-code`);
      return;
    }
    const outcome = await api.verifyJoinCode(parsed.data);
    setCodeNotice({ tone: outcome.ok ? 'success' : 'danger', text: outcome.message });
    if (outcome.ok) {
      onVerifiedChange(parsed.data.email);
      onEmailChange(parsed.data.email);
      setSentTo(null);
      setEmailNotice(null);
      // '확인' and the code field are gone: the focus goes to what replaced them.
      focusAfterRender(`${idPrefix}-email-change`);
    }
  };

  const restart = () => {
    onVerifiedChange(null);
    setSentTo(null);
    setCode('');
    setCodeNotice(null);
    setEmailNotice(null);
    // 이메일 변경 is gone with the verified state: the focus goes to the address field that replaces it.
    focusAfterRender(`${idPrefix}-email`);
  };

  const left = expiresAt - now;
  const emailMessage = emailError ?? (emailNotice?.tone === 'danger' ? emailNotice.text : undefined);

  return (
    <div className={styles.emailBlock}>
      <TextField
        id={`${idPrefix}-email`}
        label="이메일"
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={EMAIL_INPUT_MAX_LENGTH}
        placeholder="example@naver.com"
        value={email}
        readOnly={verified}
        onChange={(value) => {
          onEmailChange(value);
          setEmailNotice(null);
        }}
        error={emailMessage}
        // The form's own message comes with the focus on the field; a button's answer is announced.
        announceError={!emailError}
        hint={verified ? undefined : '입력하신 이메일로 인증번호를 보내드립니다. 로그인 아이디로 사용됩니다.'}
        append={
          verified ? (
            <button type="button" id={`${idPrefix}-email-change`} className="btn btn-outline-secondary" onClick={restart}>
              변경
            </button>
          ) : (
            <button type="button" className={`btn btn-outline-primary ${styles.groupButton}`} onClick={() => void request.run(send)} {...request.props}>
              {sentTo ? '다시 받기' : '인증번호 받기'}
            </button>
          )
        }
      />
      <div aria-live="polite" className={styles.liveRegion}>
        {verified && (
          <p className={styles.verified}>
            <span aria-hidden="true">✓ </span>
            {verifiedNote ?? '이메일 인증이 완료되었습니다.'}
          </p>
        )}
        {!verified && emailNotice?.tone === 'success' && <p className={styles.sent}>{emailNotice.text}</p>}
      </div>

      {sentTo && !verified && (
        <TextField
          id={`${idPrefix}-code`}
          label="인증번호"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={EMAIL_CODE_LENGTH}
          placeholder={`${EMAIL_CODE_LENGTH}자리 숫자`}
          value={code}
          onChange={(value) => {
            setCode(value.replace(/\D/g, ''));
            setCodeNotice(null);
          }}
          error={codeNotice?.tone === 'danger' ? codeNotice.text : undefined}
          announceError
          hint={
            <span>
              남은 시간 <strong className={styles.timer}>{left > 0 ? mmss(left) : '00:00'}</strong>
              {left <= 0 && ' · 인증번호가 만료되었습니다. 다시 받아주세요.'}
            </span>
          }
          append={
            <button type="button" className={`btn btn-primary ${styles.groupButton}`} onClick={() => void request.run(verify)} {...request.props}>
              확인
            </button>
          }
        />
      )}
    </div>
  );
}
