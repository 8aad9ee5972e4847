import Image from 'next/image';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { MEMBER_CATEGORIES, MEMBER_CATEGORY_LABELS, type MemberCategory } from '@nanum/shared/memberCategories';
import { isUploadedImage } from '@/features/layout/avatar';
import { useToast } from '@/features/toast/useToast';
import { adminCall } from '../adminApi';
import { useAdminList } from '../useAdminList';
import type { AdminOrgMember } from './contentTypes';
import OrderButtons, { moved } from './OrderButtons';
import OrgMemberForm from './OrgMemberForm';
import styles from '../admin.module.css';

const DEFAULT_PHOTO = '/images/profile/default-unknown.svg';

/** The /member directory: pick a category, then add, edit, order and delete its people. */
export default function DirectoryPanel() {
  const toast = useToast();
  const [category, setCategory] = useState<MemberCategory>(MEMBER_CATEGORIES[0]);
  const { data, loading, reload, setData } = useAdminList<AdminOrgMember[]>('/api/admin/directory', { category });
  const [editing, setEditing] = useState<AdminOrgMember | null>(null);
  const [dirty, setDirty] = useState(false);
  const list = data ?? [];

  const pick = (next: MemberCategory) => {
    setCategory(next);
    setEditing(null);
    setDirty(false);
  };
  const move = (from: number, to: number) => {
    setData(moved(list, from, to));
    setDirty(true);
  };
  const saveOrder = async () => {
    const answer = await adminCall<AdminOrgMember[]>('PUT', '/api/admin/directory/order', { category, ids: list.map((item) => item.id) });
    if (!answer.ok) return toast.warning(answer.message);
    toast.done(answer.message);
    setDirty(false);
    setData(answer.data);
  };
  const remove = async (item: AdminOrgMember) => {
    if (!window.confirm(`'${item.name}'을(를) 삭제하시겠습니까?`)) return;
    const answer = await adminCall('DELETE', '/api/admin/directory', { id: item.id });
    if (!answer.ok) return toast.warning(answer.message);
    toast.done(answer.message);
    if (editing?.id === item.id) setEditing(null);
    reload();
  };

  return (
    <>
      <div className={styles.panel}>
        <Form.Group controlId="directory-category" className="d-flex align-items-center gap-2 mb-0">
          <Form.Label className="mb-0 text-nowrap fw-semibold">분류</Form.Label>
          <Form.Select value={category} onChange={(event) => pick(event.target.value as MemberCategory)} style={{ maxWidth: '16rem' }}>
            {MEMBER_CATEGORIES.map((item) => (
              <option key={item} value={item}>
                {MEMBER_CATEGORY_LABELS[item]}
              </option>
            ))}
          </Form.Select>
          <a href={`/member?page=${category}`} target="_blank" rel="noreferrer" className="small text-nowrap">
            공개 페이지 보기
          </a>
        </Form.Group>
      </div>
      <OrgMemberForm
        category={category}
        editing={editing}
        onCancel={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          setDirty(false);
          reload();
        }}
      />
      <section className={styles.panel} aria-labelledby="directory-list-title">
        <div className="d-flex justify-content-between align-items-center mb-3">
          <h2 className={`${styles.panelTitle} mb-0`} id="directory-list-title">
            {MEMBER_CATEGORY_LABELS[category]} <span className="text-secondary small">({list.length})</span>
          </h2>
          <Button variant={dirty ? 'primary' : 'outline-secondary'} disabled={!dirty} onClick={saveOrder}>
            순서 저장
          </Button>
        </div>
        {loading && !data ? (
          <p role="status">불러오는 중입니다…</p>
        ) : list.length === 0 ? (
          <p className="text-secondary mb-0">등록된 구성원이 없습니다.</p>
        ) : (
          <Table responsive hover className="align-middle mb-0">
            <thead>
              <tr>
                <th scope="col">순서</th>
                <th scope="col">사진</th>
                <th scope="col">이름 · 직함</th>
                <th scope="col">관리</th>
              </tr>
            </thead>
            <tbody>
              {list.map((item, index) => (
                <tr key={item.id} data-testid="org-member-row">
                  <td>
                    <OrderButtons name={item.name} index={index} count={list.length} onMove={move} />
                  </td>
                  <td>
                    <Image src={item.image || DEFAULT_PHOTO} alt={`${item.name} 사진`} width={48} height={48} className="rounded-circle object-fit-cover" unoptimized={isUploadedImage(item.image ?? '')} />
                  </td>
                  <td className={styles.nameCell}>
                    <strong>{item.name}</strong> <span className="text-secondary">{item.position}</span>
                    {item.description && <div className="small text-secondary">{item.description}</div>}
                  </td>
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
