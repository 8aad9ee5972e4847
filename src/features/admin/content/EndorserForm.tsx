import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ENDORSER_DESCRIPTION_MAX, ENDORSER_NAME_MAX } from '@nanum/shared/contentRules';
import { useToast } from '@/features/toast/useToast';
import { adminCall } from '../adminApi';
import type { AdminEndorser } from './contentTypes';
import { IMAGE_ACCEPT, withoutEmptyFile } from './imageField';
import styles from '../admin.module.css';

/** Add an endorser (no `editing`) or edit one: name, description, a YouTube video and a photo. */
export default function EndorserForm({ editing, onSaved, onCancel }: { editing: AdminEndorser | null; onSaved: () => void; onCancel: () => void }) {
  const toast = useToast();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = withoutEmptyFile(new FormData(event.currentTarget));
    if (editing) form.set('id', String(editing.id));
    setSaving(true);
    const answer = await adminCall(editing ? 'PUT' : 'POST', '/api/admin/endorsers', form);
    setSaving(false);
    if (!answer.ok) return toast.warning(answer.message);
    toast.done(answer.message);
    onSaved();
  };

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
        <Form.Group className="col-md-6" controlId="endorser-image">
          <Form.Label>사진{editing ? ' (바꿀 때만 선택)' : ''}</Form.Label>
          <Form.Control type="file" name="image" accept={IMAGE_ACCEPT} required={!editing} />
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
