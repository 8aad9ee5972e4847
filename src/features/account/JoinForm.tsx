import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { NAME_MAX_LENGTH } from '@nanum/shared/accountLimits';
import { needsGuardianConsent } from '@nanum/shared/age';
import { siteToday } from '@nanum/shared/timeZone';
import { GENDER, GENDER_LABELS } from '@nanum/shared/genderCodes';
import { normalizeEmail } from '@nanum/shared/emailAddress';
import type { User } from '@nanum/shared/entities';
import { isVouchedEmail } from '@nanum/shared/vouchedEmail';
import { EMAIL_NOT_VERIFIED_MESSAGE } from '@nanum/shared/accountPageMessages';
import { CONNECTION_FAILED_MESSAGE } from '@nanum/shared/requestMessages';
import { useBusy } from '@/lib/useBusy';
import { useAppDispatch } from '@/store/hooks';
import { setUser } from '@/store/userSlice';
import ConsentSection from './ConsentSection';
import EmailVerification from './EmailVerification';
import { CheckField, FieldLabel, GroupError, PhoneField, TextField } from './FormField';
import { messagesOf, useFormState } from './formState';
import GuardianSection from './GuardianSection';
import NewPasswordFields from './NewPasswordFields';
import Notice from '@/features/app/Notice';
import { emptyJoinForm, JOIN_FIELD_ORDER, joinPayload, snsJoinForm, snsJoinPayload } from './joinPayload';
import { loadAccountApi, loadAccountSchemas, usePreloadedAccountSchemas } from './accountLoaders';
import styles from './account.module.css';

export interface JoinFormProps {
  /** 'email': a new member; 'sns': completing the logged-in social member's account. */
  mode: 'email' | 'sns';
  /** The social member (mode 'sns'). */
  user?: User;
}

/**
 * The sign-up form (/author/join) and the completion form of a social account
 * (/author/join?sns=true): consent, name, email proven by a code, password (email sign-up only),
 * birthday, phone, gender and, under 14, the guardian. Messages come from the shared schemas and
 * the server, shown beside their fields.
 */
export default function JoinForm({ mode, user }: JoinFormProps) {
  const prefix = mode === 'email' ? 'join' : 'sns';
  const router = useRouter();
  const dispatch = useAppDispatch();
  const initial = mode === 'sns' && user ? snsJoinForm(user) : emptyJoinForm;
  const { values, errors, set, fail, setErrors } = useFormState(initial, prefix);
  // A social member's own real address needs no code (the provider vouched for it).
  const vouched = mode === 'sns' && !!user && isVouchedEmail(user);
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(vouched ? initial.email : null);
  const [serverError, setServerError] = useState<string | null>(null);
  const request = useBusy();
  const busy = request.busy;

  const minor = needsGuardianConsent(values.birthday);
  const ownEmail = vouched && verifiedEmail === initial.email;
  usePreloadedAccountSchemas();

  // One sign-up at a time: while it is checked and sent the button stays focusable (aria-disabled)
  // and another submit sends nothing (useBusy).
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void request.run(send);
  };

  const send = async () => {
    setServerError(null);
    const [schemas, api] = await Promise.all([loadAccountSchemas(), loadAccountApi()]);
    if (!schemas || !api) {
      setServerError(CONNECTION_FAILED_MESSAGE);
      return;
    }
    const payload = mode === 'email' ? joinPayload(values) : snsJoinPayload(values);
    const messages = messagesOf((mode === 'email' ? schemas.joinSchema : schemas.snsJoinSchema).safeParse(payload));
    if (!messages.email && normalizeEmail(values.email) !== verifiedEmail) messages.email = EMAIL_NOT_VERIFIED_MESSAGE;
    if (Object.keys(messages).length > 0) {
      fail(messages, JOIN_FIELD_ORDER);
      return;
    }
    const outcome = mode === 'email' ? await api.join(joinPayload(values)) : await api.completeSnsJoin(snsJoinPayload(values));
    if (!outcome.ok) {
      if (outcome.message === EMAIL_NOT_VERIFIED_MESSAGE) {
        setVerifiedEmail(null);
        setErrors({ email: outcome.message });
      } else {
        setServerError(outcome.message);
      }
      return;
    }
    dispatch(setUser(outcome.user));
    // The live-update code loads once the member exists, not with the sign-up form.
    void import('@/lib/socket').then(({ emitClientUpdate }) => emitClientUpdate());
    // Busy until the home page is there: the member exists now, a second submit must send nothing.
    await router.push('/');
  };

  return (
    <form noValidate onSubmit={submit} aria-label={mode === 'email' ? '회원가입' : '추가 정보 입력'}>
      <ConsentSection idPrefix={prefix} agreeTerms={values.agreeTerms} agreePrivacy={values.agreePrivacy} onChange={set} errors={errors} />

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{mode === 'email' ? '계정 정보' : '이메일 확인'}</legend>
        {mode === 'email' && (
          <TextField
            id={`${prefix}-name`}
            label="이름"
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
            placeholder="실명을 입력해주세요"
            value={values.name}
            onChange={(value) => set('name', value)}
            error={errors.name}
          />
        )}
        <EmailVerification
          idPrefix={prefix}
          email={values.email}
          onEmailChange={(value) => set('email', value)}
          emailError={errors.email}
          verifiedEmail={verifiedEmail}
          onVerifiedChange={(email) => {
            setVerifiedEmail(email);
            if (email) set('email', email);
          }}
          verifiedNote={ownEmail ? '소셜 계정에 등록된 이메일입니다. 그대로 사용하면 별도 인증이 필요하지 않습니다.' : undefined}
        />
        {mode === 'email' && (
          <NewPasswordFields idPrefix={prefix} label="비밀번호" values={values} errors={errors} onChange={(field, value) => set(field, value)} />
        )}
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>회원 정보</legend>
        {mode === 'sns' && (
          <TextField
            id={`${prefix}-name`}
            label="이름"
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
            value={values.name}
            onChange={(value) => set('name', value)}
            error={errors.name}
          />
        )}
        <div className={styles.row}>
          <TextField
            id={`${prefix}-birthday`}
            label="생년월일"
            type="date"
            autoComplete="bday"
            max={siteToday()}
            value={values.birthday}
            onChange={(value) => set('birthday', value)}
            error={errors.birthday}
          />
          <PhoneField id={`${prefix}-number`} label="연락처" value={values.number} onChange={(value) => set('number', value)} error={errors.number} />
        </div>
        <fieldset className={styles.field} aria-describedby={errors.gender ? `${prefix}-gender-error` : undefined}>
          <legend className={`${styles.label} form-label`}>
            <FieldLabel>성별</FieldLabel>
          </legend>
          <div className={styles.genderOptions}>
            {([GENDER.MALE, GENDER.FEMALE] as const).map((code, index) => (
              <CheckField
                key={code}
                type="radio"
                name={`${prefix}-gender`}
                id={index === 0 ? `${prefix}-gender` : `${prefix}-gender-${code}`}
                label={GENDER_LABELS[code]}
                value={String(code)}
                checked={values.gender === String(code)}
                onChange={() => set('gender', String(code))}
                invalid={!!errors.gender}
                className={styles.genderOption}
              />
            ))}
          </div>
          <GroupError id={`${prefix}-gender-error`} error={errors.gender} />
        </fieldset>
      </fieldset>

      {minor && (
        <GuardianSection
          idPrefix={prefix}
          guardianName={values.guardianName}
          guardianNumber={values.guardianNumber}
          guardianAgree={values.guardianAgree}
          onChange={(field, value) => set(field, value as never)}
          errors={errors}
        />
      )}

      {serverError && (
        <Notice variant="danger" className={styles.serverError}>
          {serverError}
        </Notice>
      )}

      <div className="d-grid">
        <button type="submit" className="btn btn-primary btn-lg" {...request.props}>
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {mode === 'email' ? '가입하기' : '인증 완료하기'}
        </button>
      </div>
    </form>
  );
}
