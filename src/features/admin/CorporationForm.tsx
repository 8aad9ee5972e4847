import Form from 'react-bootstrap/Form';
import { CORPORATION_DESCRIPTION_MAX, CORPORATION_NAME_MAX } from '@nanum/shared/adminRules';
import type { CorporationView } from '@nanum/shared/adminViews';
import PhotoField from './PhotoField';
import SaveCancelButtons from './SaveCancelButtons';
import { usePhotoFormSubmit } from './usePhotoFormSubmit';
import styles from './admin.module.css';

/** An empty position means "at the end". */
const withoutEmptySort = (form: FormData) => {
  if (form.get('sort') === '') form.delete('sort');
};

/** Create (no `editing`) or edit a corporation: name, description, link, position (the list's number) and logo image. */
export default function CorporationForm({ editing, onSaved, onCancel }: { editing: CorporationView | null; onSaved: () => void; onCancel: () => void }) {
  const { saving, submit } = usePhotoFormSubmit({ path: '/api/corporation/set', editing: editing ?? undefined, prepare: withoutEmptySort, onSaved });

  return (
    <form className={styles.panel} onSubmit={submit} key={editing?.id ?? 'new'} aria-labelledby="corporation-form-title">
      <h2 className={styles.panelTitle} id="corporation-form-title">
        {editing ? `기업 수정: ${editing.name}` : '새 기업 등록'}
      </h2>
      <div className="row g-3">
        <Form.Group className="col-md-6" controlId="corporation-name">
          <Form.Label>기업명</Form.Label>
          <Form.Control name="name" required maxLength={CORPORATION_NAME_MAX} defaultValue={editing?.name ?? ''} />
        </Form.Group>
        <Form.Group className="col-md-4" controlId="corporation-link">
          <Form.Label>링크</Form.Label>
          <Form.Control name="link" type="text" inputMode="url" placeholder="https://… 또는 /youth" defaultValue={editing?.link ?? ''} />
        </Form.Group>
        <Form.Group className="col-md-2" controlId="corporation-sort">
          <Form.Label>순서</Form.Label>
          <Form.Control name="sort" inputMode="numeric" pattern="\d*" defaultValue={editing ? String(editing.sort) : ''} placeholder="맨 뒤" aria-describedby="corporation-sort-hint" />
          <Form.Text id="corporation-sort-hint">목록의 순서 번호와 같습니다. 1이 맨 앞입니다.</Form.Text>
        </Form.Group>
        <Form.Group className="col-12" controlId="corporation-description">
          <Form.Label>소개</Form.Label>
          <Form.Control as="textarea" rows={2} name="description" maxLength={CORPORATION_DESCRIPTION_MAX} defaultValue={editing?.description ?? ''} />
        </Form.Group>
        <PhotoField controlId="corporation-image" label="로고 이미지" editing={!!editing} />
      </div>
      <SaveCancelButtons editing={!!editing} saving={saving} onCancel={onCancel} />
    </form>
  );
}
