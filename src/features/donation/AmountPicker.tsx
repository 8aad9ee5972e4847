import { DONATION_MAX_AMOUNT, DONATION_MIN_AMOUNT, DONATION_PRESET_AMOUNTS, formatWon } from '@nanum/shared/donationRules';
import { FieldLabel, GroupError } from '@/features/account/FormField';
import styles from './donation.module.css';
import { formatNumber } from '@nanum/shared/numberFormat';

export interface AmountPickerProps {
  idPrefix: string;
  /** The amount as typed ('' when none). */
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * The gift's amount: one of the preset amounts (radio buttons drawn as tiles, so arrow keys move
 * between them), or any amount within the bounds typed below.
 */
export default function AmountPicker({ idPrefix, value, onChange, error }: AmountPickerProps) {
  const errorId = `${idPrefix}-amount-error`;
  const preset = DONATION_PRESET_AMOUNTS.find((amount) => String(amount) === value);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        <FieldLabel>후원 금액</FieldLabel>
      </legend>
      <div className={styles.presets}>
        {DONATION_PRESET_AMOUNTS.map((amount) => (
          <label key={amount} className={`${styles.tile} ${preset === amount ? styles.tileOn : ''}`}>
            <input type="radio" name={`${idPrefix}-preset`} value={amount} checked={preset === amount} onChange={() => onChange(String(amount))} className="visually-hidden" />
            {formatWon(amount)}
          </label>
        ))}
      </div>
      <label htmlFor={`${idPrefix}-amount`} className={styles.subLabel}>
        직접 입력
      </label>
      <div className="input-group has-validation">
        <input
          id={`${idPrefix}-amount`}
          type="text"
          inputMode="numeric"
          value={value === '' ? '' : formatNumber(Number(value))}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, '').replace(/^0+/, '').slice(0, 9))}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${idPrefix}-amount-hint${error ? ` ${errorId}` : ''}`}
          className={`form-control ${styles.amountInput}${error ? ' is-invalid' : ''}`}
          placeholder="금액을 입력해주세요"
        />
        <span className="input-group-text">원</span>
        <GroupError id={errorId} error={error} />
      </div>
      <small id={`${idPrefix}-amount-hint`} className="form-text">
        {formatWon(DONATION_MIN_AMOUNT)}부터 {formatWon(DONATION_MAX_AMOUNT)}까지 원 단위로 후원하실 수 있습니다.
      </small>
    </fieldset>
  );
}
