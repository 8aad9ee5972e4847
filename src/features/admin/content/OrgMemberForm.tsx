import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ORG_MEMBER_DESCRIPTION_MAX, ORG_MEMBER_NAME_MAX, ORG_MEMBER_POSITION_MAX } from '@nanum/shared/contentRules';
import { MEMBER_CATEGORY_LABELS, type MemberCategory } from '@nanum/shared/memberCategories';
import { useToast } from '@/features/toast/useToast';
import { adminCall } from '../adminApi';
import type { AdminOrgMember } from './contentTypes';
import { IMAGE_ACCEPT, withoutEmptyFile } from './imageField';
import styles from '../admin.module.css';

/** Add a person to the category (no `editing`) or edit one: name, title, description and an optional photo. */
export default function OrgMemberForm({ category, editing, onSaved, onCancel }: { category: MemberCategory; editing: AdminOrgMember | null; onSaved: () => void; onCancel: () => void }) {
  const toast = useToast();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = withoutEmptyFile(new FormData(event.currentTarget));
    if (editing) form.set('id', String(editing.id));
    else form.set('category', category);
    form.set('removeImage', form.get('removeImage') === 'on' ? '1' : '0');
    if (!editing) form.delete('removeImage');
    setSaving(true);
    const answer = await adminCall(editing ? 'PUT' : 'POST', '/api/admin/directory', form);
    setSaving(false);
    if (!answer.ok) return toast.warning(answer.message);
    toast.done(answer.message);
    onSaved();
  };

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
        <Form.Group className="col-md-6" controlId="org-member-image">
          <Form.Label>사진{editing ? ' (바꿀 때만 선택)' : ' (선택)'}</Form.Label>
          <Form.Control type="file" name="image" accept={IMAGE_ACCEPT} />
        </Form.Group>
        {editing?.image && (
          <div className="col-md-6 d-flex align-items-end">
            <Form.Check type="checkbox" id="org-member-remove-image" name="removeImage" label="사진 삭제 (기본 사진으로 표시)" />
          </div>
        )}
      </div>
      <div className="d-flex gap-2 mt-3">
        <Button type="submit" disabled={saving}>
          {editing ? '수정 저장' : '등록'}
        </Button>
        {editing && (
          <Button variant="outline-secondary" onClick={onCancel}>
            취소
          </Button>
        )}
      </div>
    </form>
  );
}
