import Form from 'react-bootstrap/Form';
import { IMAGE_ACCEPT } from './imageField';

/**
 * The `image` file field of an admin form. A new entry needs one unless `optional`; while editing
 * it is only chosen to replace the stored image.
 */
export default function PhotoField({ controlId, label, editing, optional = false }: { controlId: string; label: string; editing: boolean; optional?: boolean }) {
  return (
    <Form.Group className="col-md-6" controlId={controlId}>
      <Form.Label>
        {label}
        {editing ? ' (바꿀 때만 선택)' : optional ? ' (선택)' : ''}
      </Form.Label>
      <Form.Control type="file" name="image" accept={IMAGE_ACCEPT} required={!editing && !optional} />
    </Form.Group>
  );
}
