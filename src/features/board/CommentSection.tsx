import dynamic from 'next/dynamic';
import { useId, useState, type FormEvent } from 'react';
import { canReadHidden, COMMENT_MAX } from '@nanum/shared/boardRules';
import type { CommentView } from '@nanum/shared/boardViews';
import { useToast } from '@/features/toast/useToast';
import { selectBoardWrite, setCommentWrite, type CommentWrite } from '@/store/boardSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { openModal } from '@/store/modalSlice';
import type { Answer } from '@/lib/apiCall';
import { loadBoardApi } from './loadBoardApi';
import { RelativeDate } from '@/lib/RelativeDate';
import { AuthorName } from './PostMeta';

// The report form (and react-bootstrap's Modal) loads when someone reports.
const ReportDialog = dynamic(() => import('./ReportDialog'), { ssr: false });

interface Props {
  postId: number;
  initial: CommentView[];
  canComment: boolean;
  /** Logged in and verified: may recommend and report others' comments (once the session loaded). */
  certified: boolean;
  /** Told the number of comments shown after each change (the post's header shows it too). */
  onCountChange?: (count: number) => void;
}

/** The comments counted in the heading and the post's header: all but the deleted ones. */
const shownCount = (comments: CommentView[]) => comments.filter((c) => !c.deleted).length;

/** The text box of the comment being written (state.board.comment), for a new comment, a reply or an edit. */
function CommentBox({ base, label, submitLabel, onSubmit, onCancel }: { base: Omit<CommentWrite, 'description'>; label: string; submitLabel: string; onSubmit: (text: string) => Promise<boolean>; onCancel?: () => void }) {
  const dispatch = useAppDispatch();
  const stored = useAppSelector((state) => selectBoardWrite(state).comment);
  const draft = stored && stored.boardId === base.boardId && stored.replyId === base.replyId && stored.id === base.id ? stored : null;
  const id = useId();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const ok = await onSubmit(draft?.description ?? '');
    setBusy(false);
    if (ok) dispatch(setCommentWrite(null));
  };
  return (
    <form onSubmit={submit} className="mb-3">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={id}
        className="form-control"
        rows={3}
        maxLength={COMMENT_MAX}
        placeholder={label}
        value={draft?.description ?? ''}
        onChange={(event) => dispatch(setCommentWrite({ ...base, description: event.target.value }))}
      />
      <div className="d-flex justify-content-end gap-2 mt-2">
        <span className="small text-body-secondary me-auto">
          {(draft?.description ?? '').length} / {COMMENT_MAX}
        </span>
        {onCancel && (
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onCancel}>
            취소
          </button>
        )}
        <button type="submit" className="btn btn-sm btn-primary" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

/** Comments and one level of replies, with recommendations, reports, and the author's edit and delete. */
export default function CommentSection({ postId, initial, canComment, certified, onCountChange }: Props) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const user = useAppSelector((state) => state.user);
  const sessionLoaded = useAppSelector((state) => state.session.loaded);
  // A comment hidden by reports is read by its author and moderators only: nobody else answers,
  // recommends or reports it.
  const readable = (comment: CommentView) => !comment.hidden || canReadHidden(user, comment.author?.id ?? null);
  // Until the session loads, the server's answer (read as this viewer) says who may recommend and report.
  const canReact = (comment: CommentView) => (sessionLoaded ? certified && user?.id !== comment.author?.id && readable(comment) : comment.canReact);
  const draft = useAppSelector((state) => selectBoardWrite(state).comment);
  const [comments, setComments] = useState(initial);
  const [reporting, setReporting] = useState<number | null>(null);
  // Comments reported in this visit (the ones reported before come marked by the server).
  const [reportedNow, setReportedNow] = useState<ReadonlySet<number>>(new Set());
  const headingId = useId();

  const start = (replyId: number | null, editing?: CommentView) =>
    dispatch(setCommentWrite({ boardId: postId, replyId, description: editing?.description ?? '', ...(editing ? { id: editing.id } : {}) }));

  const apply = (answer: Answer<CommentView[]>): boolean => {
    if (!answer.ok) {
      toast.warning(answer.message);
      return false;
    }
    setComments(answer.data);
    onCountChange?.(shownCount(answer.data));
    toast.done(answer.message);
    return true;
  };

  const recommend = async (comment: CommentView) => {
    const answer = await (await loadBoardApi()).recommendTarget('comment', comment.id, !comment.recommended);
    if (!answer.ok) return toast.warning(answer.message);
    setComments((list) => list.map((c) => (c.id === comment.id ? { ...c, recommended: !c.recommended, recommend: answer.data.recommend } : c)));
  };

  const remove = async (comment: CommentView) => {
    if (!window.confirm('댓글을 삭제하시겠습니까?')) return;
    apply(await (await loadBoardApi()).deleteComment(comment.id));
  };

  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h2 id={headingId} className="h5 fw-bold mb-3">
        댓글 <span className="text-primary">{shownCount(comments)}</span>
      </h2>
      {canComment ? (
        <CommentBox base={{ boardId: postId, replyId: null }} label="댓글을 입력하세요" submitLabel="댓글 등록" onSubmit={async (text) => apply(await (await loadBoardApi()).addComment(postId, text, null))} />
      ) : (
        <p className="text-body-secondary small">
          {user ? '이 게시판에 댓글을 쓸 권한이 없습니다.' : '댓글을 쓰려면 로그인해주세요.'}{' '}
          {!user && (
            <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={() => dispatch(openModal({ mode: 'LOGIN', isOpen: true }))}>
              로그인
            </button>
          )}
        </p>
      )}
      <ul className="list-unstyled mb-0">
        {comments.map((comment) => (
          <li key={comment.id} className={`py-3 border-bottom ${comment.parentId ? 'ps-4 ps-md-5 bg-body-tertiary' : ''}`}>
            <div className="d-flex flex-wrap align-items-center gap-2 small">
              {comment.parentId && <span aria-hidden="true">↳</span>}
              <strong>{comment.deleted ? '' : <AuthorName author={comment.author} />}</strong>
              <span className="text-body-secondary">
                <RelativeDate iso={comment.date} />
                {comment.edited && !comment.deleted ? ' (수정됨)' : ''}
              </span>
            </div>
            {draft?.id === comment.id ? (
              <CommentBox base={{ boardId: postId, replyId: comment.parentId, id: comment.id }} label="댓글 수정" submitLabel="수정" onSubmit={async (text) => apply(await (await loadBoardApi()).editComment(comment.id, text))} onCancel={() => dispatch(setCommentWrite(null))} />
            ) : (
              <p className={`mb-2 mt-1 ${comment.deleted || comment.hidden ? 'text-body-secondary' : ''}`} style={{ whiteSpace: 'pre-wrap' }}>
                {comment.description}
              </p>
            )}
            {!comment.deleted && (
              <div className="d-flex flex-wrap gap-2">
                <button type="button" className={`btn btn-sm ${comment.recommended ? 'btn-primary' : 'btn-outline-secondary'}`} disabled={!canReact(comment)} aria-pressed={comment.recommended} onClick={() => recommend(comment)}>
                  추천 {comment.recommend}
                </button>
                {canComment && comment.parentId === null && readable(comment) && (
                  <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => start(comment.id)}>
                    답글
                  </button>
                )}
                {comment.canManage && (
                  <>
                    <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => start(comment.parentId, comment)}>
                      수정
                    </button>
                    <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => remove(comment)}>
                      삭제
                    </button>
                  </>
                )}
                {canReact(comment) && (
                  <button type="button" className="btn btn-sm btn-link text-body-secondary" disabled={comment.reported || reportedNow.has(comment.id)} onClick={() => setReporting(comment.id)}>
                    {comment.reported || reportedNow.has(comment.id) ? '신고함' : '신고'}
                  </button>
                )}
              </div>
            )}
            {draft?.replyId === comment.id && draft.id === undefined && (
              <div className="ps-4 mt-2">
                <CommentBox base={{ boardId: postId, replyId: comment.id }} label={`${comment.author?.name ?? ''}님에게 답글`} submitLabel="답글 등록" onSubmit={async (text) => apply(await (await loadBoardApi()).addComment(postId, text, comment.id))} onCancel={() => dispatch(setCommentWrite(null))} />
              </div>
            )}
          </li>
        ))}
      </ul>
      {reporting !== null && <ReportDialog target="comment" targetId={reporting} onClose={() => setReporting(null)} onReported={() => setReportedNow((ids) => new Set(ids).add(reporting))} />}
    </section>
  );
}
