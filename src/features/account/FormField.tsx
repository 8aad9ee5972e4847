import type { ChangeEvent, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import styles from './account.module.css';

export interface TextFieldProps {
  /** The input's id; its message and hint get `${id}-error` and `${id}-hint`. */
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
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
    <Form.Control
      id={id}
      type={type}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      isInvalid={!!error}
      aria-invalid={error ? true : undefined}
      aria-required={optional ? undefined : true}
      aria-describedby={describedBy}
      autoComplete={autoComplete}
      inputMode={inputMode}
      maxLength={maxLength}
      placeholder={placeholder}
      readOnly={readOnly}
      max={max}
      className={styles.input}
    />
  );
  const feedback = error ? (
    <Form.Control.Feedback type="invalid" id={`${id}-error`}>
      {error}
    </Form.Control.Feedback>
  ) : null;

  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <Form.Label htmlFor={id} className={styles.label}>
        <FieldLabel optional={optional}>{label}</FieldLabel>
      </Form.Label>
      {append ? (
        <InputGroup hasValidation>
          {control}
          {append}
          {feedback}
        </InputGroup>
      ) : (
        <>
          {control}
          {feedback}
        </>
      )}
      {hint && (
        <Form.Text id={`${id}-hint`} className={styles.hint}>
          {hint}
        </Form.Text>
      )}
    </div>
  );
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
