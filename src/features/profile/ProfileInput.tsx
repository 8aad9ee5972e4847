import { useId, type InputHTMLAttributes } from 'react';
import styles from './ProfileModal.module.css';

/** A labelled text field of the profile's editors (small, with its label above). */
export default function ProfileInput({ label, value, onChange, ...rest }: { label: string; value: string; onChange: (value: string) => void } & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'>) {
  const id = useId();
  return (
    <div className={styles.input}>
      <label htmlFor={id} className={styles.inputLabel}>
        {label}
      </label>
      <input id={id} className="form-control form-control-sm" value={value} onChange={(event) => onChange(event.target.value)} {...rest} />
    </div>
  );
}
