import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { CORPORATION_DESCRIPTION_MAX, CORPORATION_NAME_MAX } from '@nanum/shared/adminRules';
import { useToast } from '@/features/toast/useToast';
import { adminCall, type Corporation } from './adminApi';
import styles from './admin.module.css';

/** Create (no `editing`) or edit a corporation: name, description, link, sort and logo image. */
export default function CorporationForm({ editing, onSaved, onCancel }: { editing: Corporation | null; onSaved: () => void; onCancel: () => void }) {
  const toast = useToast();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('image');
    if (file instanceof File && file.size === 0) form.delete('image');
    if (form.get('sort') === '') form.delete('sort');
    if (editing) form.set('id', String(editing.id));
    setSaving(true);
    const answer = await adminCall<Corporation>(editing ? 'PUT' : 'POST', '/api/corporation/set', form);
    setSaving(false);
    if (!answer.ok) return toast.warning(answer.message);
    toast.done(answer.message);
    onSaved();
  };

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
          <Form.Control name="link" type="url" placeholder="https://" defaultValue={editing?.link ?? ''} />
        </Form.Group>
        <Form.Group className="col-md-2" controlId="corporation-sort">
          <Form.Label>정렬 순서</Form.Label>
          <Form.Control name="sort" inputMode="numeric" pattern="\d*" defaultValue={editing ? String(editing.sort) : ''} placeholder="맨 뒤" />
        </Form.Group>
        <Form.Group className="col-12" controlId="corporation-description">
          <Form.Label>소개</Form.Label>
          <Form.Control as="textarea" rows={2} name="description" maxLength={CORPORATION_DESCRIPTION_MAX} defaultValue={editing?.description ?? ''} />
        </Form.Group>
        <Form.Group className="col-md-6" controlId="corporation-image">
          <Form.Label>로고 이미지{editing ? ' (바꿀 때만 선택)' : ''}</Form.Label>
          <Form.Control type="file" name="image" accept="image/png,image/jpeg,image/webp,image/avif,image/bmp" required={!editing} />
        </Form.Group>
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
