import type { ChangeEvent, ReactNode } from 'react';
import styles from './account.module.css';
import { formatPhoneInput, PHONE_INPUT } from './phoneInput';

/*
 * Plain Bootstrap form markup (form-label, form-control, invalid-feedback, input-group, form-check):
 * react-bootstrap's Form, InputGroup and FormCheck only wrote these classes, and weighed about
 * 4 kB gzip in the sign-up and recovery pages' first load (docs/BUNDLES.md).
 */

export interface TextFieldProps {
  /** The input's id; its message and hint get `${id}-error` and `${id}-hint`. */
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /**
   * Announce the message as it appears (role=alert): for one that answers a button beside the
   * field (인증번호 받기), where the focus does not move to the field to read it out.
   */
  announceError?: boolean;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  maxLength?: number;
  placeholder?: string;
  readOnly?: boolean;
  max?: string;
  /** Optional fields have no mark; required ones show "필수" to screen readers and a dot. */
  optional?: boolean;
  /** A button (or text) after the input, in one group. */
  append?: ReactNode;
  className?: string;
}

/** The label text with the required mark. */
export function FieldLabel({ children, optional }: { children: ReactNode; optional?: boolean }) {
  return (
    <>
      {children}
      {!optional && (
        <span className={styles.requiredMark}>
          <span aria-hidden="true">*</span>
          <span className="visually-hidden">(필수)</span>
        </span>
      )}
    </>
  );
}

/**
 * A labelled input with its hint and its inline Korean message, linked for screen readers
 * (aria-describedby, aria-invalid).
 */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  announceError,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  placeholder,
  readOnly,
  max,
  optional,
  append,
  className,
}: TextFieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const control = (
    <input
      id={id}
      type={type}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      aria-invalid={error ? true : undefined}
      aria-required={optional ? undefined : true}
      aria-describedby={describedBy}
      autoComplete={autoComplete}
      inputMode={inputMode}
      maxLength={maxLength}
      placeholder={placeholder}
      readOnly={readOnly}
      max={max}
      className={`${styles.input} form-control${error ? ' is-invalid' : ''}`}
    />
  );
  const feedback = error ? (
    <div className="invalid-feedback" id={`${id}-error`} role={announceError ? 'alert' : undefined}>
      {error}
    </div>
  ) : null;

  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={`${styles.label} form-label`}>
        <FieldLabel optional={optional}>{label}</FieldLabel>
      </label>
      {append ? (
        <div className="input-group has-validation">
          {control}
          {append}
          {feedback}
        </div>
      ) : (
        <>
          {control}
          {feedback}
        </>
      )}
      {hint && (
        <small id={`${id}-hint`} className={`${styles.hint} form-text`}>
          {hint}
        </small>
      )}
    </div>
  );
}

/** A phone number (PHONE_INPUT), the hyphens added as the member types (phoneInput.ts). */
export function PhoneField({ autoComplete = 'tel-national', onChange, ...props }: Omit<TextFieldProps, 'type' | 'inputMode' | 'maxLength' | 'placeholder'>) {
  return <TextField {...props} {...PHONE_INPUT} autoComplete={autoComplete} onChange={(value) => onChange(formatPhoneInput(value))} />;
}

/** A message under a group of controls (radios, checkboxes) that Bootstrap would not show by itself. */
export function GroupError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <div id={id} className="invalid-feedback d-block">
      {error}
    </div>
  );
}

export interface CheckFieldProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A checkbox (the default) or one radio of a group. */
  type?: 'checkbox' | 'radio';
  name?: string;
  value?: string;
  /** Marks the box invalid; the message itself is a GroupError with the id given as describedBy. */
  invalid?: boolean;
  describedBy?: string;
  className?: string;
}

/** A checkbox or radio with its label, as Bootstrap's form-check. */
export function CheckField({ id, label, checked, onChange, type = 'checkbox', name, value, invalid, describedBy, className }: CheckFieldProps) {
  return (
    <div className={`form-check${className ? ` ${className}` : ''}`}>
      <input
        id={id}
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        className={`form-check-input${invalid ? ' is-invalid' : ''}`}
      />
      <label htmlFor={id} className="form-check-label">
        {label}
      </label>
    </div>
  );
}
