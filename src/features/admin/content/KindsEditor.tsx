import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { kindTextColor } from '@nanum/shared/boardRules';
import { KIND_NAME_MAX } from '@nanum/shared/contentRules';
import type { AdminBoardView, AdminKindView } from '@nanum/shared/contentViews';
import { useToast } from '@/features/toast/useToast';
import { adminCall } from '../adminApi';
import RowActions from '../RowActions';
import { mergeKinds } from './mergeKinds';
import OrderButtons, { moved } from './OrderButtons';
import { useIsAdmin } from './useIsAdmin';
import styles from '../admin.module.css';

const NEW_KIND_COLOR = '#0d6efd';

/**
 * A board's kinds (말머리): rename and recolour each row, add one, order them with the arrows and
 * "순서 저장". Deleting (admin only) is offered for kinds no post uses; the API refuses the others.
 * When the board's list comes back after a save, unsaved names, colours and order stay (mergeKinds).
 */
export default function KindsEditor({ board, onChanged }: { board: AdminBoardView; onChanged: () => void }) {
  const toast = useToast();
  const isAdmin = useIsAdmin();
  const [kinds, setKinds] = useState<AdminKindView[]>(board.kinds);
  const [dirtyOrder, setDirtyOrder] = useState(false);
  const [server, setServer] = useState(board.kinds);
  if (server !== board.kinds) {
    setServer(board.kinds);
    setKinds(mergeKinds(server, kinds, board.kinds, dirtyOrder));
  }

  const edit = (id: number, change: Partial<AdminKindView>) => setKinds((list) => list.map((kind) => (kind.id === id ? { ...kind, ...change } : kind)));
  const move = (from: number, to: number) => {
    setKinds((list) => moved(list, from, to));
    setDirtyOrder(true);
  };

  const answer = async (call: Promise<{ ok: boolean; message: string }>, then?: () => void) => {
    const result = await call;
    if (!result.ok) return toast.warning(result.message);
    toast.done(result.message);
    then?.();
    onChanged();
  };

  const save = (kind: AdminKindView) => answer(adminCall('PUT', '/api/admin/boards/kinds', { id: kind.id, name: kind.name, color: kind.color }));
  const remove = (kind: AdminKindView) => {
    if (!window.confirm(`'${kind.name}' 말머리를 삭제하시겠습니까?`)) return;
    void answer(adminCall('DELETE', '/api/admin/boards/kinds', { id: kind.id }));
  };
  const saveOrder = () => answer(adminCall('PUT', '/api/admin/boards/kinds/order', { boardId: board.id, ids: kinds.map((kind) => kind.id) }), () => setDirtyOrder(false));
  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    // Added: the form is empty again for the next one.
    await answer(adminCall('POST', '/api/admin/boards/kinds', { boardId: board.id, name: String(form.get('name') ?? ''), color: String(form.get('color') ?? '') }), () => element.reset());
  };

  return (
    <section className={styles.panel} aria-labelledby="kinds-title">
      <div className="d-flex justify-content-between align-items-center mb-3">
        <h2 className={`${styles.panelTitle} mb-0`} id="kinds-title">
          말머리 <span className="text-secondary small">({kinds.length})</span>
        </h2>
        <Button variant={dirtyOrder ? 'primary' : 'outline-secondary'} disabled={!dirtyOrder} onClick={saveOrder}>
          순서 저장
        </Button>
      </div>
      {kinds.length === 0 ? (
        <p className="text-secondary">말머리가 없습니다.</p>
      ) : (
        <Table responsive className={`align-middle ${styles.stacked}`}>
          <thead>
            <tr>
              <th scope="col">순서</th>
              <th scope="col">미리보기</th>
              <th scope="col">색상</th>
              <th scope="col">이름</th>
              <th scope="col">게시글</th>
              <th scope="col">관리</th>
            </tr>
          </thead>
          <tbody>
            {kinds.map((kind, index) => {
              const original = board.kinds.find((item) => item.id === kind.id);
              const label = original?.name ?? kind.name;
              return (
                <tr key={kind.id} data-testid="kind-row">
                  <td data-label="순서">
                    <OrderButtons name={label} index={index} count={kinds.length} onMove={move} />
                  </td>
                  <td data-label="미리보기">
                    <span className="badge" style={{ backgroundColor: kind.color, color: kindTextColor(kind.color) }} data-testid="kind-badge">
                      {kind.name || label}
                    </span>
                  </td>
                  <td data-label="색상">
                    <Form.Control type="color" value={kind.color} aria-label={`${label} 색상`} onChange={(event) => edit(kind.id, { color: event.target.value })} className="form-control-color" />
                  </td>
                  <td data-label="이름">
                    <Form.Control size="sm" value={kind.name} maxLength={KIND_NAME_MAX} aria-label={`${label} 이름`} onChange={(event) => edit(kind.id, { name: event.target.value })} />
                  </td>
                  <td data-label="게시글" className="text-nowrap">{kind.postCount}개</td>
                  <RowActions
                    name={label}
                    editText="저장"
                    onEdit={() => save(kind)}
                    onRemove={isAdmin ? () => remove(kind) : undefined}
                    removeRefusal={kind.postCount > 0 ? '게시글이 쓰는 말머리는 삭제할 수 없습니다.' : undefined}
                  />
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
      <form className="row g-2 align-items-end" onSubmit={add} aria-label="말머리 추가">
        <Form.Group className="col-auto" controlId="kind-new-color">
          <Form.Label>새 말머리 색상</Form.Label>
          <Form.Control type="color" name="color" defaultValue={NEW_KIND_COLOR} className="form-control-color" />
        </Form.Group>
        <Form.Group className="col-sm-4" controlId="kind-new-name">
          <Form.Label>새 말머리 이름</Form.Label>
          <Form.Control name="name" required maxLength={KIND_NAME_MAX} />
        </Form.Group>
        <div className="col-auto">
          <Button type="submit" variant="outline-primary">
            추가
          </Button>
        </div>
      </form>
    </section>
  );
}
