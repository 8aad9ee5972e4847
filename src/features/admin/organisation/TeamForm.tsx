import type { FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { DivisionListItem, TeamListItem } from '@nanum/shared/youthEntities';
import { ORGANISATION_NAME_MAX } from '@nanum/shared/youthSchemas';
import { useToast } from '@/features/toast/useToast';
import { useBusy } from '@/lib/useBusy';
import { adminCall } from '../adminApi';

export interface TeamFormProps {
  divisions: DivisionListItem[];
  editing: TeamListItem | null;
  onSaved: (teams: TeamListItem[] | undefined) => void;
  onCancel: () => void;
}

/** Create (no `editing`) or edit a team: name, division, order and image (multipart, checked by the server). */
export default function TeamForm({ divisions, editing, onSaved, onCancel }: TeamFormProps) {
  const toast = useToast();
  const saving = useBusy();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const file = form.get('image');
    if (file instanceof File && file.size === 0) form.delete('image');
    form.set('removeImage', form.get('removeImage') ? '1' : '0');
    // While it is saved, the button stays focusable (aria-disabled) and another submit sends nothing.
    void saving.run(() => save(element, form));
  };

  const save = async (element: HTMLFormElement, form: FormData) => {
    const answer = await adminCall<TeamListItem[]>(editing ? 'PUT' : 'POST', editing ? `/api/youth/teams/${editing.team}` : '/api/youth/teams', form);
    if (!answer.ok) return toast.warning(answer.message);
    toast.done(answer.message);
    // A new entry was added: the form is empty again for the next one.
    if (!editing) element.reset();
    onSaved(answer.data);
  };

  return (
    <form className="mb-3" onSubmit={submit} key={editing?.team ?? 'new'} aria-labelledby="team-form-title">
      <h3 className="h6 fw-bold" id="team-form-title">
        {editing ? `팀 수정: ${editing.teamName}` : '새 팀 등록'}
      </h3>
      <div className="row g-2 align-items-end">
        <Form.Group className="col-md-4" controlId="team-name">
          <Form.Label>팀 이름</Form.Label>
          <Form.Control name="name" required maxLength={ORGANISATION_NAME_MAX} defaultValue={editing?.teamName ?? ''} />
        </Form.Group>
        <Form.Group className="col-md-3" controlId="team-division">
          <Form.Label>소속 본부</Form.Label>
          <Form.Select name="divisionId" required defaultValue={editing?.division ?? ''}>
            <option value="">본부 선택</option>
            {divisions.map((division) => (
              <option key={division.id} value={division.id}>
                {division.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-md-2" controlId="team-sort">
          <Form.Label>정렬 순서</Form.Label>
          <Form.Control name="sort" inputMode="numeric" defaultValue={editing ? String(editing.sort) : ''} placeholder="0" />
        </Form.Group>
        <Form.Group className="col-md-3" controlId="team-image">
          <Form.Label>팀 이미지{editing?.teamImage ? ' (바꿀 때만 선택)' : ' (선택)'}</Form.Label>
          <Form.Control type="file" name="image" accept="image/png,image/jpeg,image/webp,image/avif,image/bmp" />
        </Form.Group>
      </div>
      {editing?.teamImage && <Form.Check className="mt-2" type="checkbox" id="team-remove-image" name="removeImage" label="지금 이미지 삭제" />}
      <div className="d-flex gap-2 mt-3">
        <Button type="submit" {...saving.props}>
          {editing ? '팀 저장' : '팀 등록'}
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
