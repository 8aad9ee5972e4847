import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';

export interface RowActionsProps {
  /** Names the buttons for screen readers ("<name> 수정", "<name> 삭제"); without it they are read by their text. */
  name?: string;
  onEdit(): void;
  /** The edit button's text: 수정, or 저장 where the row is edited in place. */
  editText?: string;
  /** Without it the row has no delete button. */
  onRemove?(): void;
  /** Why the row cannot be deleted (the delete button is then disabled and says so on hover). */
  removeRefusal?: string;
  /** Buttons between edit and delete (e.g. a pop-up's 숨기기/노출하기). */
  children?: ReactNode;
}

const named = (name: string | undefined, action: string) => (name === undefined ? undefined : `${name} ${action}`);

/** The 관리 cell of an admin table row: edit, any buttons of its own, delete (a card line on phones). */
export default function RowActions({ name, onEdit, editText = '수정', onRemove, removeRefusal, children }: RowActionsProps) {
  return (
    <td data-label="관리" className="text-nowrap">
      <Button size="sm" variant="outline-primary" className="me-1" aria-label={named(name, editText)} onClick={onEdit}>
        {editText}
      </Button>
      {children}
      {onRemove && (
        <Button size="sm" variant="outline-danger" aria-label={named(name, '삭제')} disabled={removeRefusal !== undefined} title={removeRefusal} onClick={onRemove}>
          삭제
        </Button>
      )}
    </td>
  );
}
