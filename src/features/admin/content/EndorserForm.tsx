import Form from 'react-bootstrap/Form';
import { ENDORSER_DESCRIPTION_MAX, ENDORSER_NAME_MAX } from '@nanum/shared/contentRules';
import type { AdminEndorserView } from '@nanum/shared/contentViews';
import PhotoField from '../PhotoField';
import SaveCancelButtons from '../SaveCancelButtons';
import { usePhotoFormSubmit } from '../usePhotoFormSubmit';
import styles from '../admin.module.css';

/** Add an endorser (no `editing`) or edit one: name, description, a YouTube video and a photo. */
export default function EndorserForm({ editing, onSaved, onCancel }: { editing: AdminEndorserView | null; onSaved: () => void; onCancel: () => void }) {
  const { saving, submit } = usePhotoFormSubmit({ path: '/api/admin/endorsers', editing: editing ?? undefined, onSaved });

  const title = editing ? `홍보대사 수정: ${editing.name}` : '새 홍보대사 등록';
  return (
    <form className={styles.panel} onSubmit={submit} key={editing?.id ?? 'new'} aria-label={title}>
      <h2 className={styles.panelTitle}>{title}</h2>
      <div className="row g-3">
        <Form.Group className="col-md-4" controlId="endorser-name">
          <Form.Label>이름</Form.Label>
          <Form.Control name="name" required maxLength={ENDORSER_NAME_MAX} defaultValue={editing?.name ?? ''} />
        </Form.Group>
        <Form.Group className="col-md-8" controlId="endorser-href">
          <Form.Label>유튜브 영상 주소</Form.Label>
          <Form.Control name="href" required placeholder="https://www.youtube.com/watch?v=..." defaultValue={editing?.href ?? ''} />
        </Form.Group>
        <Form.Group className="col-12" controlId="endorser-description">
          <Form.Label>소개</Form.Label>
          <Form.Control name="description" required maxLength={ENDORSER_DESCRIPTION_MAX} defaultValue={editing?.description ?? ''} />
        </Form.Group>
        <PhotoField controlId="endorser-image" label="사진" editing={!!editing} />
      </div>
      <SaveCancelButtons editing={!!editing} saving={saving} onCancel={onCancel} />
    </form>
  );
}
