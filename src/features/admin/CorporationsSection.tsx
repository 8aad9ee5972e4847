import type { CorporationView } from '@nanum/shared/adminViews';
import CorporationForm from './CorporationForm';
import OrderedPhotoTable from './OrderedPhotoTable';
import { useOrderedAdminList } from './useOrderedAdminList';

const PATHS = { list: '/api/corporation/get/all', remove: '/api/corporation/set', order: '/api/corporation/order' };

/**
 * Corporations (partners of the footer carousel): register, edit, delete, and order them by
 * dragging a row, the up/down buttons (keyboard) or a position number; "순서 저장" saves the order.
 */
export default function CorporationsSection() {
  const ordered = useOrderedAdminList<CorporationView>(PATHS);

  return (
    <>
      <CorporationForm editing={ordered.editing} onCancel={() => ordered.setEditing(null)} onSaved={ordered.saved} />
      <OrderedPhotoTable
        ordered={ordered}
        title="기업 목록"
        titleId="corporation-list-title"
        emptyText="등록된 기업이 없습니다."
        rowTestId="corporation-row"
        photo={{ header: '로고', kind: 'logo', src: (item) => item.image, alt: (item) => `${item.name} 로고` }}
        nameHeader="기업명"
        nameCell={(item) => (
          <>
            <strong>{item.name}</strong>
            {item.description && <div className="small text-secondary">{item.description}</div>}
          </>
        )}
        link={{ header: '링크', text: (item) => item.link || '-' }}
        positionControls
      />
    </>
  );
}
