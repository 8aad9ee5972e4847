import Form from 'react-bootstrap/Form';
import { ORG_MEMBER_DESCRIPTION_MAX, ORG_MEMBER_NAME_MAX, ORG_MEMBER_POSITION_MAX } from '@nanum/shared/contentRules';
import { MEMBER_CATEGORY_LABELS, type MemberCategory } from '@nanum/shared/memberCategories';
import type { AdminOrgMemberView } from '@nanum/shared/contentViews';
import PhotoField from '../PhotoField';
import SaveCancelButtons from '../SaveCancelButtons';
import { usePhotoFormSubmit } from '../usePhotoFormSubmit';
import styles from '../admin.module.css';

/** Add a person to the category (no `editing`) or edit one: name, title, description and an optional photo. */
export default function OrgMemberForm({ category, editing, onSaved, onCancel }: { category: MemberCategory; editing: AdminOrgMemberView | null; onSaved: () => void; onCancel: () => void }) {
  const prepare = (form: FormData) => {
    if (editing) form.set('removeImage', form.get('removeImage') === 'on' ? '1' : '0');
    else form.set('category', category);
  };
  const { saving, submit } = usePhotoFormSubmit({ path: '/api/admin/directory', editing: editing ?? undefined, prepare, onSaved });

  const title = editing ? `구성원 수정: ${editing.name}` : `${MEMBER_CATEGORY_LABELS[category]}에 구성원 추가`;
  return (
    <form className={styles.panel} onSubmit={submit} key={editing?.id ?? `new-${category}`} aria-label={title}>
      <h2 className={styles.panelTitle}>{title}</h2>
      <div className="row g-3">
        <Form.Group className="col-md-4" controlId="org-member-name">
          <Form.Label>이름</Form.Label>
          <Form.Control name="name" required maxLength={ORG_MEMBER_NAME_MAX} defaultValue={editing?.name ?? ''} />
        </Form.Group>
        <Form.Group className="col-md-8" controlId="org-member-position">
          <Form.Label>직함</Form.Label>
          <Form.Control name="position" maxLength={ORG_MEMBER_POSITION_MAX} defaultValue={editing?.position ?? ''} />
        </Form.Group>
        <Form.Group className="col-12" controlId="org-member-description">
          <Form.Label>소개</Form.Label>
          <Form.Control as="textarea" rows={2} name="description" maxLength={ORG_MEMBER_DESCRIPTION_MAX} defaultValue={editing?.description ?? ''} />
        </Form.Group>
        <PhotoField controlId="org-member-image" label="사진" editing={!!editing} optional />
        {editing?.image && (
          <div className="col-md-6 d-flex align-items-end">
            <Form.Check type="checkbox" id="org-member-remove-image" name="removeImage" label="사진 삭제 (기본 사진으로 표시)" />
          </div>
        )}
      </div>
      <SaveCancelButtons editing={!!editing} saving={saving} onCancel={onCancel} />
    </form>
  );
}
