import { useId, type InputHTMLAttributes } from 'react';
import { useEditorField } from './editorField';
import styles from './ProfileModal.module.css';

/**
 * A labelled text field of the profile's editors (small, with its label above). Inside an editor,
 * a refusal about it (by `name`) marks it invalid and links its message (editorField.ts).
 */
export default function ProfileInput({
  label,
  value,
  onChange,
  name,
  'aria-describedby': describedBy,
  ...rest
}: { label: string; value: string; onChange: (value: string) => void } & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'>) {
  const id = useId();
  const field = useEditorField(name, describedBy);
  return (
    <div className={styles.input}>
      <label htmlFor={id} className={styles.inputLabel}>
        {label}
      </label>
      <input id={id} className={`form-control form-control-sm${field['aria-invalid'] ? ' is-invalid' : ''}`} value={value} onChange={(event) => onChange(event.target.value)} {...rest} {...field} />
    </div>
  );
}
