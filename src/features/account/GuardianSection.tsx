import { GUARDIAN_CONSENT_AGE, NAME_MAX_LENGTH } from '@nanum/shared/accountLimits';
import { CheckField, GroupError, PhoneField, TextField } from './FormField';
import Notice from '@/features/app/Notice';
import styles from './account.module.css';

export interface GuardianSectionProps {
  idPrefix: string;
  guardianName: string;
  guardianNumber: string;
  guardianAgree: boolean;
  onChange: (field: 'guardianName' | 'guardianNumber' | 'guardianAgree', value: string | boolean) => void;
  errors: Record<string, string>;
}

/** Shown when the birthday makes the member younger than 14: the guardian's name, phone and consent. */
export default function GuardianSection({ idPrefix, guardianName, guardianNumber, guardianAgree, onChange, errors }: GuardianSectionProps) {
  const agreeId = `${idPrefix}-guardianAgree`;
  return (
    <fieldset className={`${styles.section} ${styles.guardian}`}>
      <legend className={styles.sectionTitle}>보호자(법정대리인) 동의</legend>
      <Notice variant="warning" className={styles.guardianNote}>
        만 {GUARDIAN_CONSENT_AGE}세 미만 회원은 개인정보 보호법에 따라 보호자(법정대리인)의 동의가 있어야 가입할 수 있습니다.
      </Notice>
      <TextField
        id={`${idPrefix}-guardianName`}
        label="보호자 이름"
        autoComplete="off"
        maxLength={NAME_MAX_LENGTH}
        value={guardianName}
        onChange={(value) => onChange('guardianName', value)}
        error={errors.guardianName}
      />
      <PhoneField
        id={`${idPrefix}-guardianNumber`}
        label="보호자 연락처"
        autoComplete="off"
        value={guardianNumber}
        onChange={(value) => onChange('guardianNumber', value)}
        error={errors.guardianNumber}
      />
      <CheckField
        id={agreeId}
        checked={guardianAgree}
        onChange={(checked) => onChange('guardianAgree', checked)}
        invalid={!!errors.guardianAgree}
        describedBy={errors.guardianAgree ? `${agreeId}-error` : undefined}
        label="[필수] 보호자(법정대리인)로서 회원가입과 개인정보 수집·이용에 동의합니다."
      />
      <GroupError id={`${agreeId}-error`} error={errors.guardianAgree} />
    </fieldset>
  );
}
