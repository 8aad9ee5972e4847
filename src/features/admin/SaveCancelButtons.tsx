import Button from 'react-bootstrap/Button';
import { busyProps } from '@/lib/useBusy';

/**
 * The submit button of an admin create/edit form ("등록" or "수정 저장"), and "취소" while editing.
 * While `saving`, the submit button stays focusable (aria-disabled, not disabled); the form's
 * submit ignores a second one (usePhotoFormSubmit).
 */
export default function SaveCancelButtons({ editing, saving, onCancel }: { editing: boolean; saving: boolean; onCancel: () => void }) {
  return (
    <div className="d-flex gap-2 mt-3">
      <Button type="submit" {...busyProps(saving)}>
        {editing ? '수정 저장' : '등록'}
      </Button>
      {editing && (
        <Button variant="outline-secondary" onClick={onCancel}>
          취소
        </Button>
      )}
    </div>
  );
}
