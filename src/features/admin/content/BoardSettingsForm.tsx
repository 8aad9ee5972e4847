import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { BOARD_ACTIONS, BOARD_LAYOUTS, type BoardAction } from '@nanum/shared/boardRules';
import { PERMISSION_LABELS, PERMISSION_ORDER, type PermissionCode } from '@nanum/shared/codes';
import { BOARD_ACTION_LABELS, BOARD_DESCRIPTION_MAX, BOARD_LAYOUT_LABELS, BOARD_NAME_MAX } from '@nanum/shared/contentRules';
import type { AdminBoardView } from '@nanum/shared/contentViews';
import { useToast } from '@/features/toast/useToast';
import { useBusy } from '@/lib/useBusy';
import { adminCall } from '../adminApi';
import { useIsAdmin } from './useIsAdmin';
import styles from '../admin.module.css';

/**
 * A board's name, description, layout and per-action permissions. Operators see them; admins change
 * them. While a change is saved the fields stay as they are (not a disabled fieldset, which would
 * drop the focus of 설정 저장 to the page): the button is aria-disabled and another submit sends nothing.
 */
export default function BoardSettingsForm({ board, onSaved }: { board: AdminBoardView; onSaved: () => void }) {
  const toast = useToast();
  const isAdmin = useIsAdmin();
  const saving = useBusy();
  const [perm, setPerm] = useState(board.perm);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void saving.run(() => save(form));
  };

  const save = async (form: FormData) => {
    const answer = await adminCall('PUT', '/api/admin/boards', {
      id: board.id,
      name: String(form.get('name') ?? ''),
      description: String(form.get('description') ?? ''),
      layout: String(form.get('layout') ?? ''),
      perm,
      certifiedOnly: form.get('certifiedOnly') === 'on',
    });
    if (!answer.ok) return toast.warning(answer.message);
    toast.done(answer.message);
    onSaved();
  };

  const setAction = (action: BoardAction, code: PermissionCode) => setPerm((current) => ({ ...current, [action]: code }));

  return (
    <form className={styles.panel} onSubmit={submit} aria-labelledby="board-settings-title">
      <h2 className={styles.panelTitle} id="board-settings-title">
        게시판 설정: {board.name}
      </h2>
      {!isAdmin && <p className="small text-secondary">게시판 설정과 권한은 관리자만 바꿀 수 있습니다.</p>}
      <fieldset disabled={!isAdmin}>
        <div className="row g-3">
          <Form.Group className="col-md-4" controlId="board-name">
            <Form.Label>게시판 이름</Form.Label>
            <Form.Control name="name" required maxLength={BOARD_NAME_MAX} defaultValue={board.name} />
          </Form.Group>
          <Form.Group className="col-md-3" controlId="board-layout">
            <Form.Label>형태</Form.Label>
            <Form.Select name="layout" defaultValue={board.layout}>
              {BOARD_LAYOUTS.map((layout) => (
                <option key={layout} value={layout}>
                  {BOARD_LAYOUT_LABELS[layout]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group className="col-md-5" controlId="board-description">
            <Form.Label>설명</Form.Label>
            <Form.Control name="description" maxLength={BOARD_DESCRIPTION_MAX} defaultValue={board.description} />
          </Form.Group>
        </div>
        <h3 className="h6 mt-4 mb-2">권한</h3>
        <div className="row g-3">
          {BOARD_ACTIONS.map((action) => (
            <Form.Group className="col-6 col-md" controlId={`board-perm-${action}`} key={action}>
              <Form.Label>{BOARD_ACTION_LABELS[action]}</Form.Label>
              <Form.Select value={perm[action]} onChange={(event) => setAction(action, Number(event.target.value) as PermissionCode)}>
                {PERMISSION_ORDER.map((code) => (
                  <option key={code} value={code}>
                    {PERMISSION_LABELS[code]}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          ))}
        </div>
        <Form.Check
          className="mt-3"
          type="checkbox"
          id="board-certified-only"
          name="certifiedOnly"
          defaultChecked={board.certifiedOnly}
          label="인증 회원만 (회원만 권한과 글쓰기·댓글에 본인 인증이 필요합니다)"
        />
        <Button type="submit" className="mt-3" {...saving.props}>
          설정 저장
        </Button>
      </fieldset>
    </form>
  );
}
