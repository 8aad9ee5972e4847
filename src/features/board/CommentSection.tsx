import dynamic from 'next/dynamic';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { canReadHidden, COMMENT_MAX } from '@nanum/shared/boardRules';
import type { CommentPage, CommentView } from '@nanum/shared/boardViews';
import { countedComments, mergeCommentThreads, threadOf } from '@nanum/shared/commentPages';
import { WITHDRAWN_AUTHOR_LABEL } from '@nanum/shared/placeholderLabels';
import { useToast } from '@/features/toast/useToast';
import { selectBoardWrite, setCommentWrite, type CommentWrite } from '@/store/boardSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { openModal } from '@/store/modalSlice';
import type { Answer } from '@/lib/apiCall';
import { busyProps, useBusy } from '@/lib/useBusy';
import { loadBoardApi } from './loadBoardApi';
import { RelativeDate } from '@/lib/RelativeDate';
import { AuthorName } from './PostMeta';
import styles from './CommentSection.module.css';

// The report form (and react-bootstrap's Modal) loads when someone reports.
const ReportDialog = dynamic(() => import('./ReportDialog'), { ssr: false });

interface Props {
  postId: number;
  /** The first page of the comments, the post's total and the next page's cursor (the post's answer). */
  initial: CommentPage;
  canComment: boolean;
  /** Logged in and verified: may recommend and report others' comments (once the session loaded). */
  certified: boolean;
  /** A comment to show and scroll to (an alarm's link, ?comment=): later pages load until it is there. */
  target?: number;
  /** Told the post's number of comments after each change (the post's header shows it too). */
  onCountChange?: (count: number) => void;
}

/** The element id of a comment's list item, and of its buttons (`comment-12-reply`). */
const anchorOf = (commentId: number, part?: 'reply' | 'edit') => `comment-${commentId}${part ? `-${part}` : ''}`;

/** Whose comment a button acts on: every comment's buttons read apart ("이다온님 댓글에 답글"). */
const writerOf = (comment: CommentView) => (comment.author ? `${comment.author.name}님` : WITHDRAWN_AUTHOR_LABEL);

/** The text box of the comment being written (state.board.comment), for a new comment, a reply or an edit. */
function CommentBox({
  base,
  label,
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus = false,
}: {
  base: Omit<CommentWrite, 'description'>;
  label: string;
  submitLabel: string;
  onSubmit: (text: string) => Promise<boolean>;
  onCancel?: () => void;
  /** Focus the text box when it opens (a reply or an edit, opened by its button). */
  autoFocus?: boolean;
}) {
  const dispatch = useAppDispatch();
  const stored = useAppSelector((state) => selectBoardWrite(state).comment);
  const draft = stored && stored.boardId === base.boardId && stored.replyId === base.replyId && stored.id === base.id ? stored : null;
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  // While sending, the button stays focusable (aria-disabled, not disabled: focus would drop to the
  // page) and a second press sends nothing (useBusy).
  const sending = useBusy();
  useEffect(() => {
    if (autoFocus) box.current?.focus();
  }, [autoFocus]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft?.description ?? '';
    void sending.run(async () => {
      if (await onSubmit(text)) dispatch(setCommentWrite(null));
    });
  };
  return (
    <form onSubmit={submit} className="mb-3">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <textarea
        ref={box}
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
        <button type="submit" className="btn btn-sm btn-primary" {...sending.props}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

/**
 * Comments and one level of replies, with recommendations, reports, and the author's edit and
 * delete. The first page comes with the post; 댓글 더 보기 loads the next (commentPages.ts) into
 * the list. Each comment call answers its thread, put in place of the one shown.
 */
export default function CommentSection({ postId, initial, canComment, certified, target, onCountChange }: Props) {
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
  const [comments, setComments] = useState(initial.comments);
  const [total, setTotal] = useState(initial.total);
  const [next, setNext] = useState(initial.next);
  const [loading, setLoading] = useState(false);
  const [reporting, setReporting] = useState<number | null>(null);
  // Comments reported in this visit (the ones reported before come marked by the server).
  const [reportedNow, setReportedNow] = useState<ReadonlySet<number>>(new Set());
  // The reply or edit box opened by its button this visit (focused as it opens).
  const [opened, setOpened] = useState<string | null>(null);
  const headingId = useId();
  const pageLoading = useRef(false);
  // The element to focus once the list has rendered: the 답글 or 수정 button whose box closed, the first comment a page brought.
  const focusNext = useRef<string | null>(null);
  const sought = useRef<number | undefined>(undefined);

  useEffect(() => {
    const id = focusNext.current;
    if (id === null) return;
    focusNext.current = null;
    document.getElementById(id)?.focus();
  });

  const start = (replyId: number | null, editing?: CommentView) =>
    dispatch(setCommentWrite({ boardId: postId, replyId, description: editing?.description ?? '', ...(editing ? { id: editing.id } : {}) }));

  /** Closes the reply or edit box of a comment and gives the focus back to the button that opened it. */
  const closeBox = (comment: CommentView, part: 'reply' | 'edit') => {
    focusNext.current = anchorOf(comment.id, part);
    dispatch(setCommentWrite(null));
  };

  /** Puts the thread a comment call answered in place of `thread` (the one it changed); `change`: comments added (1) or taken (-1). */
  const apply = (answer: Answer<CommentView[]>, thread: number | null, change: number): boolean => {
    if (!answer.ok) {
      toast.warning(answer.message);
      return false;
    }
    setComments((list) => mergeCommentThreads(list, answer.data, thread === null ? [] : [thread]));
    setTotal(total + change);
    onCountChange?.(total + change);
    toast.done(answer.message);
    return true;
  };

  /** The next page from the server (null: none to load, or one is on its way). */
  const fetchPage = useCallback(async (): Promise<Answer<CommentPage> | null> => {
    if (next === null || pageLoading.current) return null;
    pageLoading.current = true;
    const answer = await (await loadBoardApi()).readCommentPage(postId, next);
    pageLoading.current = false;
    return answer;
  }, [next, postId]);

  /** Puts a page into the list; answers its comments (null: it did not come, as a toast says). */
  const takePage = useCallback(
    (answer: Answer<CommentPage>): CommentView[] | null => {
      if (!answer.ok) {
        toast.warning(answer.message);
        return null;
      }
      setComments((list) => mergeCommentThreads(list, answer.data.comments));
      setTotal(answer.data.total);
      setNext(answer.data.next);
      onCountChange?.(answer.data.total);
      return answer.data.comments;
    },
    [toast, onCountChange],
  );

  const showMore = async () => {
    if (loading) return;
    const before = new Set(comments.map((comment) => comment.id));
    setLoading(true);
    const answer = await fetchPage();
    setLoading(false);
    const page = answer && takePage(answer);
    // The focus goes to the first comment the page brought (the button is gone after the last page).
    const first = page?.find((comment) => !before.has(comment.id));
    if (first) focusNext.current = anchorOf(first.id);
  };

  // An alarm's link to a comment: the pages load until it is there (or the last has come), then it scrolls into view.
  useEffect(() => {
    if (target === undefined || sought.current === target) return;
    if (comments.some((comment) => comment.id === target)) {
      sought.current = target;
      const item = document.getElementById(anchorOf(target));
      item?.scrollIntoView?.({ block: 'center' });
      item?.focus({ preventScroll: true });
    } else if (next === null) {
      sought.current = target;
    } else {
      void fetchPage().then((answer) => {
        if (answer && takePage(answer) === null) sought.current = target;
      });
    }
  }, [target, comments, next, fetchPage, takePage]);

  const recommend = async (comment: CommentView) => {
    const answer = await (await loadBoardApi()).recommendTarget('comment', comment.id, !comment.recommended);
    if (!answer.ok) return toast.warning(answer.message);
    setComments((list) => list.map((c) => (c.id === comment.id ? { ...c, recommended: !c.recommended, recommend: answer.data.recommend } : c)));
  };

  const remove = async (comment: CommentView) => {
    if (!window.confirm('댓글을 삭제하시겠습니까?')) return;
    apply(await (await loadBoardApi()).deleteComment(comment.id), threadOf(comment), -1);
  };

  const remaining = Math.max(0, total - countedComments(comments));

  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h2 id={headingId} className="h5 fw-bold mb-3">
        댓글 <span className="text-primary">{total}</span>
      </h2>
      {canComment ? (
        <CommentBox base={{ boardId: postId, replyId: null }} label="댓글을 입력하세요" submitLabel="댓글 등록" onSubmit={async (text) => apply(await (await loadBoardApi()).addComment(postId, text, null), null, 1)} />
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
        {comments.map((comment) => {
          const who = writerOf(comment);
          const reported = comment.reported || reportedNow.has(comment.id);
          return (
            <li
              key={comment.id}
              id={anchorOf(comment.id)}
              tabIndex={-1}
              className={`py-3 border-bottom ${styles.item} ${comment.parentId ? `ps-4 ps-md-5 bg-body-tertiary ${styles.reply}` : ''} ${comment.id === target ? styles.target : ''}`}
            >
              <div className="d-flex flex-wrap align-items-center gap-2 small">
                {comment.parentId && <span aria-hidden="true">↳</span>}
                <strong>{comment.deleted ? '' : <AuthorName author={comment.author} />}</strong>
                <span className="text-body-secondary">
                  <RelativeDate iso={comment.date} />
                  {comment.edited && !comment.deleted ? ' (수정됨)' : ''}
                </span>
              </div>
              {draft?.id === comment.id ? (
                <CommentBox
                  base={{ boardId: postId, replyId: comment.parentId, id: comment.id }}
                  label="댓글 수정"
                  submitLabel="수정"
                  autoFocus={opened === anchorOf(comment.id, 'edit')}
                  onSubmit={async (text) => {
                    const ok = apply(await (await loadBoardApi()).editComment(comment.id, text), threadOf(comment), 0);
                    if (ok) focusNext.current = anchorOf(comment.id, 'edit');
                    return ok;
                  }}
                  onCancel={() => closeBox(comment, 'edit')}
                />
              ) : (
                <p className={`mb-2 mt-1 ${comment.deleted || comment.hidden ? 'text-body-secondary' : ''}`} style={{ whiteSpace: 'pre-wrap' }}>
                  {comment.description}
                </p>
              )}
              {!comment.deleted && (
                <div className="d-flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={`btn btn-sm ${comment.recommended ? 'btn-primary' : 'btn-outline-secondary'}`}
                    disabled={!canReact(comment)}
                    aria-pressed={comment.recommended}
                    aria-label={`${who} 댓글 추천 ${comment.recommend}`}
                    onClick={() => recommend(comment)}
                  >
                    추천 {comment.recommend}
                  </button>
                  {canComment && comment.parentId === null && readable(comment) && (
                    <button
                      type="button"
                      id={anchorOf(comment.id, 'reply')}
                      className="btn btn-sm btn-outline-secondary"
                      aria-label={`${who} 댓글에 답글`}
                      aria-expanded={draft?.replyId === comment.id && draft.id === undefined}
                      onClick={() => {
                        setOpened(anchorOf(comment.id, 'reply'));
                        start(comment.id);
                      }}
                    >
                      답글
                    </button>
                  )}
                  {draft?.replyId === comment.id && draft.id === undefined && (
                    <div className="w-100 ps-4">
                      <CommentBox
                        base={{ boardId: postId, replyId: comment.id }}
                        label={`${comment.author?.name ?? ''}님에게 답글`}
                        submitLabel="답글 등록"
                        autoFocus={opened === anchorOf(comment.id, 'reply')}
                        onSubmit={async (text) => {
                          const ok = apply(await (await loadBoardApi()).addComment(postId, text, comment.id), comment.id, 1);
                          if (ok) focusNext.current = anchorOf(comment.id, 'reply');
                          return ok;
                        }}
                        onCancel={() => closeBox(comment, 'reply')}
                      />
                    </div>
                  )}
                  {comment.canManage && (
                    <>
                      <button
                        type="button"
                        id={anchorOf(comment.id, 'edit')}
                        className="btn btn-sm btn-outline-secondary"
                        aria-label={`${who} 댓글 수정`}
                        onClick={() => {
                          setOpened(anchorOf(comment.id, 'edit'));
                          start(comment.parentId, comment);
                        }}
                      >
                        수정
                      </button>
                      <button type="button" className="btn btn-sm btn-outline-danger" aria-label={`${who} 댓글 삭제`} onClick={() => remove(comment)}>
                        삭제
                      </button>
                    </>
                  )}
                  {canReact(comment) && (
                    // Not `disabled` once reported: the report dialog gives the focus back to this button as it closes.
                    <button type="button" className="btn btn-sm btn-link text-body-secondary" {...busyProps(reported)} aria-label={`${who} 댓글 ${reported ? '신고함' : '신고'}`} onClick={() => !reported && setReporting(comment.id)}>
                      {reported ? '신고함' : '신고'}
                    </button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {next !== null && (
        <button type="button" className="btn btn-outline-secondary w-100 mt-3" aria-disabled={loading || undefined} onClick={showMore}>
          {remaining > 0 ? `댓글 더 보기 (남은 ${remaining}개)` : '댓글 더 보기'}
        </button>
      )}
      {reporting !== null && <ReportDialog target="comment" targetId={reporting} onClose={() => setReporting(null)} onReported={() => setReportedNow((ids) => new Set(ids).add(reporting))} />}
    </section>
  );
}
