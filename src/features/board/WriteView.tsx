import dynamic from 'next/dynamic';
import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { FILES_PER_POST, formatBytes, IMAGES_PER_POST, LINK_MAX, POST_TITLE_MAX, PRESS_SOURCE_MAX } from '@nanum/shared/boardRules';
import type { BoardView, PostPageAnswer } from '@nanum/shared/boardViews';
import { CONNECTION_FAILED_MESSAGE } from '@nanum/shared/requestMessages';
import { instantOfSiteDateTimeInput, siteDateTimeInput } from '@nanum/shared/timeZone';
import { useToast } from '@/features/toast/useToast';
import { focusAfterRender, useBusy } from '@/lib/useBusy';
import { whenIdle } from '@/lib/whenIdle';
import { resetWrite, selectBoardWrite, setBoardWrite } from '@/store/boardSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { newQuestion, reset, selectLists, setAllLists, setFileList, setImageList, setVoteList } from '@/store/listSlice';
import type { PostDraft } from './boardApi';
import { boardPath, postPath } from './boardPaths';
import DraftBar from './DraftBar';
import { loadBoardApi } from './loadBoardApi';
import type { RichEditorHandle } from './RichEditor';
import { usePostDraft } from './usePostDraft';
import styles from './board.module.css';

const RichEditor = dynamic(() => import('./RichEditor'), { ssr: false, loading: () => <div className="border rounded-3 p-4 text-body-secondary">편집기를 불러오는 중입니다…</div> });
// The form is drawn in the browser only (WriteView renders nothing before its draft is set), and
// these parts only on use: the survey builder once a survey is added (or a post with one is
// edited), the board's requests with an upload or the submit, and the submit's checks, which
// answer with the board's messages (BOARD_MESSAGES, 1.2 kB gzip). All are fetched when the browser
// is first idle (the same import()s: webpack fetches each chunk once), so a click does not wait.
const SurveyBuilder = dynamic(() => import('./SurveyBuilder'), {
  ssr: false,
  loading: () => <div className="border rounded-3 p-3 bg-body-tertiary text-body-secondary">설문 편집기를 불러오는 중입니다…</div>,
});
const loadWriteChecks = () => import('./writeChecks');
/** The board's requests, or null when their code could not be fetched (a network gap). */
const boardApiOrNull = () => loadBoardApi().catch(() => null);

/** The fields a refusal can be about: marked invalid, described by the message and focused. */
type RefusedField = 'title' | 'images' | 'video';

/** The write and edit page: title, kind, rich text with images, attachments, survey, and the layout's own fields. */
export default function WriteView({ board, editing }: { board: BoardView; editing: PostPageAnswer | null }) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const toast = useToast();
  const id = useId();
  const draft = useAppSelector((state) => selectBoardWrite(state).board);
  const lists = useAppSelector(selectLists);
  const editor = useRef<RichEditorHandle>(null);
  const post = editing?.post;
  const [extra, setExtra] = useState({ link: post?.link ?? '', source: post?.source ?? '', videoUrl: post?.videoId ? `https://youtu.be/${post.videoId}` : '', secret: post?.secret ?? false, pinned: post?.pinned ?? false });
  const [surveyTitle, setSurveyTitle] = useState(editing?.survey?.title ?? '');
  // The survey's deadline as its datetime-local field holds it, in Korean time ('' for none).
  const [surveyEnd, setSurveyEnd] = useState(editing?.survey?.endAt ? siteDateTimeInput(new Date(editing.survey.endAt)) : '');
  const [error, setError] = useState('');
  const [invalid, setInvalid] = useState<RefusedField | null>(null);
  // The body past the server's markup limits (writeChecks: contentRefusal), said under the editor.
  const [contentError, setContentError] = useState('');
  const sending = useBusy();
  const surveyLocked = (editing?.survey?.respondents ?? 0) > 0;
  useEffect(
    () =>
      whenIdle(() => {
        for (const load of [loadBoardApi, loadWriteChecks, () => import('./SurveyBuilder')]) void load().catch(() => undefined);
      }),
    [],
  );
  const restoreDraft = useCallback(
    (restored: { title: string; content: string }) => {
      editor.current?.setContent(restored.content);
      dispatch(setBoardWrite({ boardHref: board.href, title: restored.title, kindId: null, description: restored.content }));
    },
    [dispatch, board.href],
  );
  const postDraft = usePostDraft({
    boardHref: board.href,
    autosave: !post,
    form: { title: draft?.title ?? post?.title ?? '', content: draft?.description ?? post?.content ?? '' },
    initial: { title: post?.title ?? '', content: post?.content ?? '' },
    apply: restoreDraft,
  });

  // Started from the board's address and download rule, not the whole board: a read of it again for
  // a new viewer (WritePage.tsx: the same form, other permissions) leaves what is being written alone.
  const fileAccess = board.perm.download;
  useEffect(() => {
    dispatch(setBoardWrite({ boardHref: board.href, title: post?.title ?? '', kindId: post?.kind?.id ?? null, description: post?.content ?? '', ...(post ? { id: post.id } : {}) }));
    dispatch(
      setAllLists({
        imageList: (editing?.images ?? []).map((image) => ({ id: image.id, src: image.url, name: image.name })),
        voteList: (editing?.survey?.questions ?? []).map((q) => ({ title: q.title, mode: q.mode, options: q.options.map((o) => o.label), secret: q.secret, multiple: q.multiple, required: q.required, cancelable: q.cancelable })),
        fileList: (editing?.files ?? []).map((file) => ({ id: file.id, name: file.name, size: file.size, url: `/api/community/files/${file.id}` })),
        fileAccess,
      }),
    );
    return () => {
      dispatch(resetWrite());
      dispatch(reset());
    };
  }, [dispatch, board.href, fileAccess, post, editing]);

  if (!draft) return null;
  const update = (change: Partial<typeof draft>) => dispatch(setBoardWrite({ ...draft, ...change }));
  const errorId = `${id}-error`;
  const contentErrorId = `${id}-content-error`;
  /** aria-invalid and the message's id for `field` while the refusal is about it (as FormField's TextField). */
  const invalidProps = (field: RefusedField) => (invalid === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : {});

  /**
   * Shows a refusal and moves the focus on purpose: to the field it is about, which reads out the
   * message through aria-describedby, or else to the message itself.
   */
  const refuse = (message: string, field?: RefusedField) => {
    setError(message);
    setInvalid(field ?? null);
    focusAfterRender(field ? `${id}-${field}` : errorId);
  };
  /** Typing in the field a refusal was about clears it (it is checked again on submit). */
  const changed = (field: RefusedField) => {
    if (invalid !== field) return;
    setInvalid(null);
    setError('');
  };

  /** Checks the body as it changes (a paste, typing), so a body the server would refuse is said at once, next to the editor. */
  const contentChanged = (html: string) => {
    update({ description: html });
    void loadWriteChecks()
      .then(({ contentRefusal }) => setContentError(contentRefusal(html) ?? ''))
      .catch(() => undefined); // checked again before sending
  };

  const addImages = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    let images = lists.imageList;
    if (files.length === 0) return;
    const api = await boardApiOrNull();
    if (!api) return toast.warning(CONNECTION_FAILED_MESSAGE);
    for (const file of files.slice(0, IMAGES_PER_POST - images.length)) {
      const answer = await api.uploadImage(board.href, file);
      if (!answer.ok) {
        toast.warning(answer.message);
        continue;
      }
      images = [...images, { id: answer.data.id, src: answer.data.url, name: answer.data.name }];
      dispatch(setImageList(images));
      // No description until the writer gives one (the editor asks): a camera's file name
      // ("IMG_2034") tells a screen reader nothing, where an empty alt lets it pass over the picture.
      editor.current?.insertImage(answer.data.url);
    }
    if (images.length > 0) changed('images');
  };

  const addFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    let list = lists.fileList;
    if (files.length === 0) return;
    const api = await boardApiOrNull();
    if (!api) return toast.warning(CONNECTION_FAILED_MESSAGE);
    for (const file of files.slice(0, FILES_PER_POST - list.length)) {
      const answer = await api.uploadFile(board.href, file);
      if (!answer.ok) {
        toast.warning(`${file.name}: ${answer.message}`);
        continue;
      }
      list = [...list, { id: answer.data.id, name: answer.data.name, size: answer.data.size, url: `/api/community/files/${answer.data.id}` }];
      dispatch(setFileList({ fileList: list, fileAccess: lists.fileAccess }));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void sending.run(send);
  };

  const send = async () => {
    const endAt = instantOfSiteDateTimeInput(surveyEnd)?.toISOString() ?? null;
    const surveySent = !surveyLocked && lists.voteList.length > 0;
    const [checks, api] = await Promise.all([loadWriteChecks().catch(() => null), boardApiOrNull()]);
    if (!checks || !api) return refuse(CONNECTION_FAILED_MESSAGE);
    const { contentRefusal, missingMedia, refusedField, surveyEndRefusal } = checks;
    const tooComplex = contentRefusal(draft.description);
    if (tooComplex) {
      setContentError(tooComplex);
      return focusAfterRender(contentErrorId);
    }
    const media = missingMedia(board.layout, { imageCount: lists.imageList.length, videoUrl: extra.videoUrl });
    if (media) return refuse(media, board.layout === 'video' ? 'video' : 'images');
    const deadline = surveySent ? surveyEndRefusal(endAt, new Date()) : undefined;
    if (deadline) return refuse(deadline);
    const payload: PostDraft = {
      title: draft.title,
      content: draft.description,
      kindId: draft.kindId,
      secret: extra.secret,
      pinned: extra.pinned,
      imageIds: lists.imageList.flatMap((image) => (image.id ? [image.id] : [])),
      fileIds: lists.fileList.flatMap((file) => (file.id ? [file.id] : [])),
      ...(board.layout === 'press' ? { link: extra.link.trim() || null, source: extra.source.trim() || null } : {}),
      ...(board.layout === 'video' ? { videoUrl: extra.videoUrl.trim() || null } : {}),
      ...(surveyLocked ? {} : { survey: surveySent ? { title: surveyTitle, endAt, questions: lists.voteList } : null }),
    };
    const answer = post ? await api.editPost(post.id, payload) : await api.writePost(board.href, payload);
    if (!answer.ok) return refuse(answer.message, refusedField(answer.message));
    postDraft.posted();
    toast.done(answer.message);
    void router.push(postPath(board.href, answer.data.id));
  };

  return (
    <div className={styles.page}>
      <Head>
        <title>{`${post ? '글 수정' : '글쓰기'} | ${board.name} | 나눔`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <header className={styles.head}>
        <div>
          <h1>{post ? '글 수정' : '글쓰기'}</h1>
          <p>{board.name}</p>
        </div>
      </header>
      <form onSubmit={submit} noValidate>
        <DraftBar draft={postDraft} />
        <div className="row g-2 mb-3">
          {board.kinds.length > 0 && (
            <div className="col-md-3">
              <label htmlFor={`${id}-kind`} className="form-label fw-bold">
                말머리
              </label>
              <select id={`${id}-kind`} className="form-select" value={draft.kindId ?? ''} onChange={(event) => update({ kindId: event.target.value ? Number(event.target.value) : null })}>
                <option value="">선택 안 함</option>
                {board.kinds.map((kind) => (
                  <option key={kind.id} value={kind.id}>
                    {kind.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="col">
            <label htmlFor={`${id}-title`} className="form-label fw-bold">
              제목
            </label>
            <input
              id={`${id}-title`}
              className={`form-control${invalid === 'title' ? ' is-invalid' : ''}`}
              maxLength={POST_TITLE_MAX}
              value={draft.title}
              onChange={(event) => {
                update({ title: event.target.value });
                changed('title');
              }}
              required
              {...invalidProps('title')}
            />
          </div>
        </div>

        {board.layout === 'press' && (
          <div className="row g-2 mb-3">
            <div className="col-md-4">
              <label htmlFor={`${id}-source`} className="form-label fw-bold">
                언론사
              </label>
              <input id={`${id}-source`} className="form-control" maxLength={PRESS_SOURCE_MAX} value={extra.source} onChange={(event) => setExtra({ ...extra, source: event.target.value })} />
            </div>
            <div className="col">
              <label htmlFor={`${id}-link`} className="form-label fw-bold">
                기사 주소
              </label>
              <input id={`${id}-link`} type="url" className="form-control" maxLength={LINK_MAX} placeholder="https://" value={extra.link} onChange={(event) => setExtra({ ...extra, link: event.target.value })} />
            </div>
          </div>
        )}
        {board.layout === 'video' && (
          <div className="mb-3">
            <label htmlFor={`${id}-video`} className="form-label fw-bold">
              YouTube 영상 주소
            </label>
            <input
              id={`${id}-video`}
              type="url"
              className={`form-control${invalid === 'video' ? ' is-invalid' : ''}`}
              maxLength={LINK_MAX}
              placeholder="https://www.youtube.com/watch?v=…"
              value={extra.videoUrl}
              onChange={(event) => {
                setExtra({ ...extra, videoUrl: event.target.value });
                changed('video');
              }}
              {...invalidProps('video')}
            />
          </div>
        )}

        <p id={`${id}-content`} className="form-label fw-bold mb-2">
          내용
        </p>
        <RichEditor initialHtml={post?.content ?? ''} onChange={contentChanged} labelId={`${id}-content`} handle={editor} />
        {contentError && (
          <p id={contentErrorId} className="alert alert-danger mt-2 mb-0" role="alert" tabIndex={-1}>
            {contentError}
          </p>
        )}

        <div className="row g-3 mt-2">
          <div className="col-md-6">
            <label htmlFor={`${id}-images`} className="form-label fw-bold">
              사진 첨부 <span className="fw-normal small text-body-secondary">(JPG, PNG, GIF, WebP, AVIF · 최대 {IMAGES_PER_POST}장)</span>
            </label>
            <input
              id={`${id}-images`}
              type="file"
              className={`form-control${invalid === 'images' ? ' is-invalid' : ''}`}
              accept="image/jpeg,image/png,image/gif,image/webp,image/avif"
              multiple
              onChange={addImages}
              {...invalidProps('images')}
            />
            {lists.imageList.length > 0 && (
              <ul className="list-inline mt-2 mb-0">
                {lists.imageList.map((image) => (
                  <li key={image.src} className="list-inline-item">
                    <img src={image.src} alt={image.name} width={64} height={64} style={{ objectFit: 'cover', borderRadius: 6 }} />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="col-md-6">
            <label htmlFor={`${id}-files`} className="form-label fw-bold">
              파일 첨부 <span className="fw-normal small text-body-secondary">(PDF, HWP, 오피스 문서, ZIP, 이미지, TXT, CSV · 10MB · 최대 {FILES_PER_POST}개)</span>
            </label>
            <input id={`${id}-files`} type="file" className="form-control" multiple onChange={addFiles} />
            <ul className="list-unstyled mt-2 mb-0">
              {lists.fileList.map((file) => (
                <li key={file.url} className="d-flex align-items-center gap-2">
                  {file.name} <span className="small text-body-secondary">({formatBytes(file.size)})</span>
                  <button type="button" className="btn btn-sm btn-link text-danger" onClick={() => dispatch(setFileList({ fileList: lists.fileList.filter((f) => f !== file), fileAccess: lists.fileAccess }))}>
                    삭제<span className="visually-hidden"> {file.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div className="mt-4">
          {surveyLocked ? (
            <p className="alert alert-secondary">응답이 있는 설문은 수정할 수 없습니다.</p>
          ) : lists.voteList.length === 0 ? (
            <button type="button" className="btn btn-outline-primary" onClick={() => dispatch(setVoteList([newQuestion()]))}>
              설문 추가
            </button>
          ) : (
            <SurveyBuilder title={surveyTitle} onTitle={setSurveyTitle} endAt={surveyEnd} onEndAt={setSurveyEnd} />
          )}
        </div>

        <div className="d-flex flex-wrap gap-3 mt-4">
          <div className="form-check">
            <input id={`${id}-secret`} type="checkbox" className="form-check-input" checked={extra.secret} onChange={(event) => setExtra({ ...extra, secret: event.target.checked })} />
            <label htmlFor={`${id}-secret`} className="form-check-label">
              비밀글 (작성자와 운영진만 볼 수 있습니다)
            </label>
          </div>
          {board.can.moderate && board.layout === 'list' && (
            <div className="form-check">
              <input id={`${id}-pinned`} type="checkbox" className="form-check-input" checked={extra.pinned} onChange={(event) => setExtra({ ...extra, pinned: event.target.checked })} />
              <label htmlFor={`${id}-pinned`} className="form-check-label">
                공지로 상단 고정
              </label>
            </div>
          )}
        </div>

        {error && (
          <p id={errorId} className="alert alert-danger mt-3" role="alert" tabIndex={-1}>
            {error}
          </p>
        )}
        <div className="d-flex justify-content-end gap-2 mt-4">
          <Link prefetch={false} href={post ? postPath(board.href, post.id) : boardPath(board.href)} className="btn btn-outline-secondary">
            취소
          </Link>
          <button type="submit" className="btn btn-primary px-4" {...sending.props}>
            {post ? '수정하기' : '등록하기'}
          </button>
        </div>
      </form>
    </div>
  );
}
