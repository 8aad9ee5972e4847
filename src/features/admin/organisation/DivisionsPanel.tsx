import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import type { DivisionListItem } from '@nanum/shared/youthEntities';
import { ORGANISATION_NAME_MAX } from '@nanum/shared/youthSchemas';
import { useToast } from '@/features/toast/useToast';
import { useBusy } from '@/lib/useBusy';
import { adminCall } from '../adminApi';
import RowActions from '../RowActions';
import styles from '../admin.module.css';

/** Divisions: add one, rename or reorder it, delete one nothing belongs to. */
export default function DivisionsPanel({ divisions, onChange }: { divisions: DivisionListItem[]; onChange: (divisions: DivisionListItem[] | undefined) => void }) {
  const toast = useToast();
  const [editing, setEditing] = useState<DivisionListItem | null>(null);
  const saving = useBusy();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const sort = String(form.get('sort') ?? '').trim();
    const body = { name: String(form.get('name') ?? ''), ...(sort === '' ? {} : { sort: /^\d+$/.test(sort) ? Number(sort) : sort }) };
    // While it is saved, the button stays focusable (aria-disabled) and another submit sends nothing.
    void saving.run(() => save(element, body));
  };

  const save = async (element: HTMLFormElement, body: { name: string; sort?: number | string }) => {
    const answer = await adminCall<DivisionListItem[]>(editing ? 'PUT' : 'POST', editing ? `/api/youth/divisions/${editing.id}` : '/api/youth/divisions', body);
    if (!answer.ok) return toast.warning(answer.message);
    toast.done(answer.message);
    // A new entry was added: the form is empty again for the next one.
    if (!editing) element.reset();
    setEditing(null);
    onChange(answer.data);
  };

  const remove = async (division: DivisionListItem) => {
    if (!window.confirm(`'${division.name}' 본부를 삭제하시겠습니까?`)) return;
    const answer = await adminCall<DivisionListItem[]>('DELETE', `/api/youth/divisions/${division.id}`);
    if (!answer.ok) return toast.warning(answer.message);
    toast.done(answer.message);
    if (editing?.id === division.id) setEditing(null);
    onChange(answer.data);
  };

  return (
    <section className={styles.panel} aria-labelledby="division-title">
      <h2 className={styles.panelTitle} id="division-title">
        본부 <span className="text-secondary small">({divisions.length})</span>
      </h2>
      <form className="row g-2 align-items-end mb-3" onSubmit={submit} key={editing?.id ?? 'new'} aria-label={editing ? `본부 수정: ${editing.name}` : '새 본부 등록'}>
        <Form.Group className="col-md-5" controlId="division-name">
          <Form.Label>{editing ? `본부 이름 (${editing.name} 수정)` : '새 본부 이름'}</Form.Label>
          <Form.Control name="name" required maxLength={ORGANISATION_NAME_MAX} defaultValue={editing?.name ?? ''} />
        </Form.Group>
        <Form.Group className="col-md-2" controlId="division-sort">
          <Form.Label>정렬 순서</Form.Label>
          <Form.Control name="sort" inputMode="numeric" defaultValue={editing ? String(editing.sort) : ''} placeholder="0" />
        </Form.Group>
        <div className="col-md-5 d-flex gap-2">
          <Button type="submit" {...saving.props}>
            {editing ? '본부 저장' : '본부 등록'}
          </Button>
          {editing && (
            <Button variant="outline-secondary" onClick={() => setEditing(null)}>
              취소
            </Button>
          )}
        </div>
      </form>
      {divisions.length === 0 ? (
        <p className="text-secondary mb-0">등록된 본부가 없습니다.</p>
      ) : (
        <Table responsive hover size="sm" className={`align-middle mb-0 ${styles.stacked}`}>
          <thead>
            <tr>
              <th scope="col">순서</th>
              <th scope="col">본부</th>
              <th scope="col">관리</th>
            </tr>
          </thead>
          <tbody>
            {divisions.map((division) => (
              <tr key={division.id}>
                <td data-label="순서">{division.sort}</td>
                <td data-label="본부">{division.name}</td>
                <RowActions name={`${division.name} 본부`} onEdit={() => setEditing(division)} onRemove={() => void remove(division)} />
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
