import { CheckField, GroupError } from './FormField';
import styles from './account.module.css';

export interface ConsentSectionProps {
  idPrefix: string;
  agreeTerms: boolean;
  agreePrivacy: boolean;
  onChange: (field: 'agreeTerms' | 'agreePrivacy', value: boolean) => void;
  errors: Record<string, string>;
}

/** Terms and privacy consent, each required, with "전체 동의" and links to the full texts. */
export default function ConsentSection({ idPrefix, agreeTerms, agreePrivacy, onChange, errors }: ConsentSectionProps) {
  const all = agreeTerms && agreePrivacy;
  const item = (field: 'agreeTerms' | 'agreePrivacy', label: string, href: string) => {
    const id = `${idPrefix}-${field}`;
    const error = errors[field];
    return (
      <li className={styles.consentItem}>
        <CheckField
          id={id}
          checked={field === 'agreeTerms' ? agreeTerms : agreePrivacy}
          onChange={(checked) => onChange(field, checked)}
          invalid={!!error}
          describedBy={error ? `${id}-error` : undefined}
          label={
            <>
              <span className={styles.consentTag}>[필수]</span> {label}
            </>
          }
        />
        <a href={href} target="_blank" rel="noopener noreferrer" className={styles.consentLink}>
          전문 보기<span className="visually-hidden"> ({label}, 새 창)</span>
        </a>
        <GroupError id={`${id}-error`} error={error} />
      </li>
    );
  };

  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>약관 동의</legend>
      <div className={styles.consentAll}>
        <CheckField
          id={`${idPrefix}-agreeAll`}
          checked={all}
          onChange={(checked) => {
            onChange('agreeTerms', checked);
            onChange('agreePrivacy', checked);
          }}
          label={<strong>전체 동의합니다</strong>}
        />
      </div>
      <ul className={styles.consentList}>
        {item('agreeTerms', '나눔 이용약관 동의', '/terms.html')}
        {item('agreePrivacy', '개인정보 수집 및 이용 동의', '/privacy.html')}
      </ul>
      <p className={styles.consentNote}>
        수집 항목: 이름, 이메일, 비밀번호, 생년월일, 연락처, 성별(만 14세 미만은 보호자 이름·연락처) · 이용 목적: 회원 식별과
        활동 안내 · 보유 기간: 회원 탈퇴 시까지
      </p>
    </fieldset>
  );
}
