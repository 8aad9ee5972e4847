import { CONTENT_MESSAGES } from '@nanum/shared/contentMessages';
import { ENDORSER_COUNT } from '@nanum/shared/limits';
import type { AdminEndorserView } from '@nanum/shared/contentViews';
import OrderedPhotoTable from '../OrderedPhotoTable';
import { useOrderedAdminList } from '../useOrderedAdminList';
import EndorserForm from './EndorserForm';
import styles from '../admin.module.css';

const PATHS = { list: '/api/admin/endorsers', remove: '/api/admin/endorsers', order: '/api/admin/endorsers/order' };

/** The endorsers of the home page (ENDORSER_COUNT at most): add, edit, order and delete them. */
export default function EndorsersPanel() {
  const ordered = useOrderedAdminList<AdminEndorserView>(PATHS);

  return (
    <>
      {ordered.editing || ordered.list.length < ENDORSER_COUNT ? (
        <EndorserForm editing={ordered.editing} onCancel={() => ordered.setEditing(null)} onSaved={ordered.saved} />
      ) : (
        <p className={styles.panel} role="status">
          {CONTENT_MESSAGES.endorserListFull}
        </p>
      )}
      <OrderedPhotoTable
        ordered={ordered}
        title="홍보대사"
        titleId="endorser-list-title"
        emptyText="등록된 홍보대사가 없습니다."
        rowTestId="endorser-row"
        photo={{ header: '사진', kind: 'portrait', src: (item) => item.image, alt: (item) => `${item.name} 사진` }}
        nameHeader="이름 · 소개"
        nameCell={(item) => (
          <>
            <strong>{item.name}</strong>
            <div className="small text-secondary">{item.description}</div>
          </>
        )}
        link={{ header: '영상', text: (item) => item.href }}
      />
    </>
  );
}
