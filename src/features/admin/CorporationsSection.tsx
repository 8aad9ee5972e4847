import Image from 'next/image';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { isUploadedImage } from '@/features/layout/avatar';
import { useToast } from '@/features/toast/useToast';
import { adminCall, type Corporation } from './adminApi';
import CorporationForm from './CorporationForm';
import { useAdminList } from './useAdminList';
import styles from './admin.module.css';

/** Moves the item at `from` to `to` (a new array). */
const moved = <T,>(list: T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/**
 * Corporations (partners of the footer carousel): register, edit, delete, and order them by
 * dragging a row, the up/down buttons (keyboard) or a position number; "순서 저장" saves the order.
 */
export default function CorporationsSection() {
  const toast = useToast();
  const { data, loading, reload, setData } = useAdminList<Corporation[]>('/api/corporation/get/all');
  const [editing, setEditing] = useState<Corporation | null>(null);
  const [dirty, setDirty] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  const list = data ?? [];

  const reorder = (from: number, to: number) => {
    if (to < 0 || to >= list.length || from === to) return;
    setData(moved(list, from, to));
    setDirty(true);
  };

  const saveOrder = async () => {
    const answer = await adminCall<Corporation[]>('PUT', '/api/corporation/order', { ids: list.map((item) => item.id) });
    if (!answer.ok) return toast.warning(answer.message);
    toast.done(answer.message);
    setDirty(false);
    setData(answer.data);
  };

  const remove = async (item: Corporation) => {
    if (!window.confirm(`'${item.name}'을(를) 삭제하시겠습니까?`)) return;
    const answer = await adminCall('DELETE', '/api/corporation/set', { id: item.id });
    if (!answer.ok) return toast.warning(answer.message);
    toast.done(answer.message);
    if (editing?.id === item.id) setEditing(null);
    void reload();
  };

  return (
    <>
      <CorporationForm
        editing={editing}
        onCancel={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          setDirty(false);
          void reload();
        }}
      />
      <section className={styles.panel} aria-labelledby="corporation-list-title">
        <div className="d-flex justify-content-between align-items-center mb-3">
          <h2 className={`${styles.panelTitle} mb-0`} id="corporation-list-title">
            기업 목록 <span className="text-secondary small">({list.length})</span>
          </h2>
          <Button variant={dirty ? 'primary' : 'outline-secondary'} disabled={!dirty} onClick={saveOrder}>
            순서 저장
          </Button>
        </div>
        {loading && !data ? (
          <p role="status">불러오는 중입니다…</p>
        ) : list.length === 0 ? (
          <p className="text-secondary mb-0">등록된 기업이 없습니다.</p>
        ) : (
          <Table responsive hover className="align-middle mb-0">
            <thead>
              <tr>
                <th scope="col">순서</th>
                <th scope="col">로고</th>
                <th scope="col">기업명</th>
                <th scope="col">링크</th>
                <th scope="col">관리</th>
              </tr>
            </thead>
            <tbody>
              {list.map((item, index) => (
                <tr
                  key={item.id}
                  draggable
                  onDragStart={() => setDragged(index)}
                  onDragOver={(event) => event.preventDefault()}
                  onDrop={() => {
                    if (dragged !== null) reorder(dragged, index);
                    setDragged(null);
                  }}
                  data-testid="corporation-row"
                >
                  <td className="text-nowrap">
                    <div className="d-flex align-items-center gap-1">
                      <input
                        className={`form-control form-control-sm ${styles.sortInput}`}
                        type="number"
                        min={1}
                        max={list.length}
                        value={index + 1}
                        aria-label={`${item.name} 순서`}
                        onChange={(event) => reorder(index, Number(event.target.value) - 1)}
                      />
                      <Button size="sm" variant="light" aria-label={`${item.name} 위로`} disabled={index === 0} onClick={() => reorder(index, index - 1)}>
                        ▲
                      </Button>
                      <Button size="sm" variant="light" aria-label={`${item.name} 아래로`} disabled={index === list.length - 1} onClick={() => reorder(index, index + 1)}>
                        ▼
                      </Button>
                    </div>
                  </td>
                  <td>{item.image && <Image src={item.image} alt={`${item.name} 로고`} width={96} height={48} className={styles.thumb} unoptimized={isUploadedImage(item.image)} />}</td>
                  <td className={styles.nameCell}>
                    <strong>{item.name}</strong>
                    {item.description && <div className="small text-secondary">{item.description}</div>}
                  </td>
                  <td className={`small text-break ${styles.linkCell}`}>{item.link || '-'}</td>
                  <td className="text-nowrap">
                    <Button size="sm" variant="outline-primary" className="me-1" onClick={() => setEditing(item)}>
                      수정
                    </Button>
                    <Button size="sm" variant="outline-danger" onClick={() => remove(item)}>
                      삭제
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>
    </>
  );
}
