import { useRef, type ReactNode } from 'react';
import { useProfileChange } from './useProfileChange';
import styles from './ProfileModal.module.css';

export type ProfileChangeApi = ReturnType<typeof useProfileChange>;

export interface ProfileFieldProps {
  /** Names the field for ids and tests (password, image, number, ...). */
  name: string;
  label: string;
  value: ReactNode;
  /** Whether the viewer may edit it (their own profile). */
  editable?: boolean;
  editing?: boolean;
  onToggle?: (editing: boolean) => void;
  /** The edit form, given the change runner (its message stays after the form closes). */
  editor?: (change: ProfileChangeApi) => ReactNode;
}

/**
 * One row of the member information: the value, and for one's own editable fields a 변경 / 취소
 * toggle between view and edit (SPEC section 4). The answer's message shows under the row, green on
 * success and red otherwise; the editor's control it is about points at it (aria-describedby). A
 * saved change closes the editor and gives the focus to 변경, the button that opened it: the 저장
 * the member pressed is gone.
 */
export default function ProfileField({ name, label, value, editable, editing = false, onToggle, editor }: ProfileFieldProps) {
  const toggle = useRef<HTMLButtonElement>(null);
  const messageId = `profile-${name}-message`;
  const change = useProfileChange({
    messageId,
    onSaved: () => {
      onToggle?.(false);
      toggle.current?.focus();
    },
  });
  return (
    <div className={styles.field} data-field={name}>
      <dt className={styles.fieldLabel}>{label}</dt>
      <dd className={styles.fieldValue}>
        <div className={styles.fieldRow}>
          <span className={styles.value}>{value}</span>
          {editable && onToggle && (
            <button
              ref={toggle}
              type="button"
              className={styles.toggle}
              aria-expanded={editing}
              aria-controls={editing ? `profile-${name}-editor` : undefined}
              onClick={() => {
                change.clear();
                onToggle(!editing);
              }}
            >
              {editing ? '취소' : '변경'}
              <span className="visually-hidden"> {label}</span>
            </button>
          )}
        </div>
        {editable && editing && editor && (
          <div id={`profile-${name}-editor`} className={styles.editor}>
            {editor(change)}
          </div>
        )}
        <p id={messageId} role="status" className={change.message ? (change.message.ok ? styles.noticeOk : styles.noticeError) : styles.noticeEmpty}>
          {change.message?.text}
        </p>
      </dd>
    </div>
  );
}
