import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { POPUP_STATE_LABELS, popupStates, type PopupState } from '@nanum/shared/popupStates';
import { siteToday } from '@nanum/shared/timeZone';
import type { PopupContentView } from '@nanum/shared/adminViews';
import { useToast } from '@/features/toast/useToast';
import { focusAfterRender } from '@/lib/useBusy';
import { adminCall } from './adminApi';
import PopupForm from './PopupForm';
import RowActions from './RowActions';
import { useAdminList } from './useAdminList';
import styles from './admin.module.css';

const STATE_COLORS: Record<PopupState, string> = { shown: 'success', waiting: 'warning', scheduled: 'info', ended: 'secondary', off: 'secondary' };

function StateBadge({ state }: { state: PopupState }) {
  const { label, hint } = POPUP_STATE_LABELS[state];
  return (
    <>
      <Badge bg={STATE_COLORS[state]} text={state === 'waiting' || state === 'scheduled' ? 'dark' : undefined}>
        {label}
      </Badge>
      {state !== 'shown' && state !== 'off' && <div className="small text-secondary mt-1">{hint}</div>}
    </>
  );
}

/** Names a row's buttons for screen readers ("<title> 수정"); a title left empty falls back to the number. */
const rowName = (popup: PopupContentView) => popup.title.trim() || `${popup.id}번 팝업`;

const period = (popup: PopupContentView) => (popup.startDate || popup.endDate ? `${popup.startDate ?? '제한 없음'} ~ ${popup.endDate ?? '제한 없음'}` : '상시');

/**
 * Pop-up contents: make a draft, edit it beside a preview, switch it on or off, delete it. The list
 * says which one visitors see today (one at a time, the newest in its days: popupStates.ts).
 */
export default function PopupsSection() {
  const toast = useToast();
  const { data, loading, reload } = useAdminList<PopupContentView[]>('/api/popup/get/content/all');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const list = data ?? [];
  const selected = list.find((popup) => popup.id === selectedId) ?? null;
  const states = popupStates(list, siteToday());

  /**
   * Opens a pop-up's form below the list with the cursor in its title: on a phone the form starts
   * below the screen, and the focus brings it into view (and tells a screen reader where it went).
   */
  const edit = (id: number) => {
    setSelectedId(id);
    focusAfterRender('popup-title');
  };

  const create = async () => {
    const answer = await adminCall<PopupContentView>('POST', '/api/popup/post/content');
    if (!answer.ok || !answer.data) return toast.warning(answer.message);
    toast.done(answer.message);
    edit(answer.data.id);
    void reload();
  };

  const toggle = async (popup: PopupContentView) => {
    const answer = await adminCall<PopupContentView>('PUT', '/api/popup/put/status', { id: popup.id });
    if (!answer.ok) return toast.warning(answer.message);
    toast.done(answer.message);
    void reload();
  };

  const remove = async (popup: PopupContentView) => {
    if (!window.confirm(`'${popup.title}' 팝업을 삭제하시겠습니까?`)) return;
    const answer = await adminCall('DELETE', '/api/popup/del/content', { id: popup.id });
    if (!answer.ok) return toast.warning(answer.message);
    toast.done(answer.message);
    if (selectedId === popup.id) setSelectedId(null);
    void reload();
  };

  return (
    <>
      <section className={styles.panel} aria-labelledby="popup-list-title">
        <div className="d-flex justify-content-between align-items-center mb-3">
          <h2 className={`${styles.panelTitle} mb-0`} id="popup-list-title">
            팝업 목록
          </h2>
          <Button onClick={create}>새 팝업</Button>
        </div>
        {loading && !data ? (
          <p role="status">불러오는 중입니다…</p>
        ) : list.length === 0 ? (
          <p className="text-secondary mb-0">등록된 팝업이 없습니다.</p>
        ) : (
          <Table responsive hover className={`align-middle mb-0 ${styles.stacked}`}>
            <thead>
              <tr>
                <th scope="col">번호</th>
                <th scope="col">제목</th>
                <th scope="col">기간</th>
                <th scope="col">상태</th>
                <th scope="col">관리</th>
              </tr>
            </thead>
            <tbody>
              {list.map((popup) => (
                <tr key={popup.id} className={popup.id === selectedId ? 'table-active' : undefined}>
                  <td data-label="번호">{popup.id}</td>
                  <td data-label="제목">{popup.title}</td>
                  <td data-label="기간" className="small">{period(popup)}</td>
                  <td data-label="상태">
                    <StateBadge state={states.get(popup.id) ?? 'off'} />
                  </td>
                  <RowActions name={rowName(popup)} onEdit={() => edit(popup.id)} onRemove={() => remove(popup)}>
                    <Button
                      size="sm"
                      variant={popup.active ? 'outline-secondary' : 'outline-success'}
                      className="me-1"
                      aria-label={`${rowName(popup)} ${popup.active ? '숨기기' : '노출하기'}`}
                      onClick={() => toggle(popup)}
                    >
                      {popup.active ? '숨기기' : '노출하기'}
                    </Button>
                  </RowActions>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>
      {selected && (
        <section className={styles.panel} aria-labelledby="popup-edit-title">
          <h2 className={styles.panelTitle} id="popup-edit-title">
            팝업 수정 (번호 {selected.id})
          </h2>
          <PopupForm key={`${selected.id}-${selected.active}`} popup={selected} onSaved={() => void reload()} />
        </section>
      )}
    </>
  );
}
