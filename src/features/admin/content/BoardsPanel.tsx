import type { AdminBoardView } from '@nanum/shared/contentViews';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useAdminList } from '../useAdminList';
import BoardSettingsForm from './BoardSettingsForm';
import KindsEditor from './KindsEditor';
import styles from '../admin.module.css';

/** Boards: pick one, then its settings and permissions (admin only) and its kinds (말머리). */
export default function BoardsPanel() {
  const { data, loading, reload } = useAdminList<AdminBoardView[]>('/api/admin/boards');
  const [picked, setPicked] = useState<number | null>(null);
  const boards = data ?? [];
  const board = boards.find((item) => item.id === picked) ?? boards[0];

  if (loading && !data) return <p role="status">불러오는 중입니다…</p>;
  if (!board) return <p className="text-secondary">게시판이 없습니다.</p>;

  return (
    <>
      <div className={styles.panel}>
        <Form.Group controlId="content-board-pick" className="d-flex align-items-center gap-2 mb-0">
          <Form.Label className="mb-0 text-nowrap fw-semibold">게시판</Form.Label>
          <Form.Select value={board.id} onChange={(event) => setPicked(Number(event.target.value))} style={{ maxWidth: '22rem' }}>
            {boards.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name} (/community/{item.href})
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      <BoardSettingsForm key={`settings-${board.id}`} board={board} onSaved={reload} />
      <KindsEditor key={`kinds-${board.id}`} board={board} onChanged={reload} />
    </>
  );
}
