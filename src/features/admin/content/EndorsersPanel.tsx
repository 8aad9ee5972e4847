import Image from 'next/image';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { isUploadedImage } from '@/features/layout/avatar';
import { useToast } from '@/features/toast/useToast';
import { adminCall } from '../adminApi';
import { useAdminList } from '../useAdminList';
import type { AdminEndorser } from './contentTypes';
import EndorserForm from './EndorserForm';
import OrderButtons, { moved } from './OrderButtons';
import styles from '../admin.module.css';

/** The endorsers of the home page: add, edit, order and delete them. */
export default function EndorsersPanel() {
  const toast = useToast();
  const { data, loading, reload, setData } = useAdminList<AdminEndorser[]>('/api/admin/endorsers');
  const [editing, setEditing] = useState<AdminEndorser | null>(null);
  const [dirty, setDirty] = useState(false);
  const list = data ?? [];

  const move = (from: number, to: number) => {
    setData(moved(list, from, to));
    setDirty(true);
  };
  const saveOrder = async () => {
    const answer = await adminCall<AdminEndorser[]>('PUT', '/api/admin/endorsers/order', { ids: list.map((item) => item.id) });
    if (!answer.ok) return toast.warning(answer.message);
    toast.done(answer.message);
    setDirty(false);
    setData(answer.data);
  };
  const remove = async (item: AdminEndorser) => {
    if (!window.confirm(`'${item.name}'을(를) 삭제하시겠습니까?`)) return;
    const answer = await adminCall('DELETE', '/api/admin/endorsers', { id: item.id });
    if (!answer.ok) return toast.warning(answer.message);
    toast.done(answer.message);
    if (editing?.id === item.id) setEditing(null);
    reload();
  };

  return (
    <>
      <EndorserForm
        editing={editing}
        onCancel={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          setDirty(false);
          reload();
        }}
      />
      <section className={styles.panel} aria-labelledby="endorser-list-title">
        <div className="d-flex justify-content-between align-items-center mb-3">
          <h2 className={`${styles.panelTitle} mb-0`} id="endorser-list-title">
            홍보대사 <span className="text-secondary small">({list.length})</span>
          </h2>
          <Button variant={dirty ? 'primary' : 'outline-secondary'} disabled={!dirty} onClick={saveOrder}>
            순서 저장
          </Button>
        </div>
        {loading && !data ? (
          <p role="status">불러오는 중입니다…</p>
        ) : list.length === 0 ? (
          <p className="text-secondary mb-0">등록된 홍보대사가 없습니다.</p>
        ) : (
          <Table responsive hover className="align-middle mb-0">
            <thead>
              <tr>
                <th scope="col">순서</th>
                <th scope="col">사진</th>
                <th scope="col">이름 · 소개</th>
                <th scope="col">영상</th>
                <th scope="col">관리</th>
              </tr>
            </thead>
            <tbody>
              {list.map((item, index) => (
                <tr key={item.id} data-testid="endorser-row">
                  <td>
                    <OrderButtons name={item.name} index={index} count={list.length} onMove={move} />
                  </td>
                  <td>
                    <Image src={item.image} alt={`${item.name} 사진`} width={48} height={48} className="rounded-circle object-fit-cover" unoptimized={isUploadedImage(item.image)} />
                  </td>
                  <td className={styles.nameCell}>
                    <strong>{item.name}</strong>
                    <div className="small text-secondary">{item.description}</div>
                  </td>
                  <td className={`small text-break ${styles.linkCell}`}>{item.href}</td>
                  <td className="text-nowrap">
                    <Button size="sm" variant="outline-primary" className="me-1" aria-label={`${item.name} 수정`} onClick={() => setEditing(item)}>
                      수정
                    </Button>
                    <Button size="sm" variant="outline-danger" aria-label={`${item.name} 삭제`} onClick={() => remove(item)}>
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
