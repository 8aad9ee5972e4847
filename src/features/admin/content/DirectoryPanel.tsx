import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { MEMBER_CATEGORIES, MEMBER_CATEGORY_LABELS, type MemberCategory } from '@nanum/shared/memberCategories';
import type { AdminOrgMemberView } from '@nanum/shared/contentViews';
import OrderedPhotoTable from '../OrderedPhotoTable';
import { useOrderedAdminList } from '../useOrderedAdminList';
import OrgMemberForm from './OrgMemberForm';
import styles from '../admin.module.css';

const DEFAULT_PHOTO = '/images/profile/default-unknown.svg';
const PATHS = { list: '/api/admin/directory', remove: '/api/admin/directory', order: '/api/admin/directory/order' };

/** The /member directory: pick a category, then add, edit, order and delete its people. */
export default function DirectoryPanel() {
  const [category, setCategory] = useState<MemberCategory>(MEMBER_CATEGORIES[0]);
  const ordered = useOrderedAdminList<AdminOrgMemberView>(PATHS, { category });

  const pick = (next: MemberCategory) => {
    setCategory(next);
    ordered.reset();
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
      <OrgMemberForm category={category} editing={ordered.editing} onCancel={() => ordered.setEditing(null)} onSaved={ordered.saved} />
      <OrderedPhotoTable
        ordered={ordered}
        title={MEMBER_CATEGORY_LABELS[category]}
        titleId="directory-list-title"
        emptyText="등록된 구성원이 없습니다."
        rowTestId="org-member-row"
        photo={{ header: '사진', kind: 'portrait', src: (item) => item.image || DEFAULT_PHOTO, alt: (item) => `${item.name} 사진` }}
        nameHeader="이름 · 직함"
        nameCell={(item) => (
          <>
            <strong>{item.name}</strong> <span className="text-secondary">{item.position}</span>
            {item.description && <div className="small text-secondary">{item.description}</div>}
          </>
        )}
      />
    </>
  );
}
