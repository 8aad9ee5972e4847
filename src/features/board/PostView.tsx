import dynamic from 'next/dynamic';
import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { canReact as mayReact, formatBytes, kindTextColor } from '@nanum/shared/boardRules';
import type { ImageView, PostPageAnswer } from '@nanum/shared/boardViews';
import { formatDateTime } from '@nanum/shared/format';
import { isCertified } from '@nanum/shared/certified';
import SiteMeta from '@/features/app/SiteMeta';
import { useToast } from '@/features/toast/useToast';
import { busyProps } from '@/lib/useBusy';
import { useAppSelector } from '@/store/hooks';
import LazyModal from './LazyModal';
import { loadBoardApi } from './loadBoardApi';
import { boardPath, postPath, writePath } from './boardPaths';
import CommentSection from './CommentSection';
import { AuthorName, Count } from './PostMeta';
import styles from './board.module.css';
import postStyles from './post.module.css';
import BoardDonationPanel from '@/features/donation/BoardDonationPanel';

// The report form (and react-bootstrap's Modal) loads when someone reports.
const ReportDialog = dynamic(() => import('./ReportDialog'), { ssr: false });
// YouTube's player mounts when the visitor opens the video (never in the server's HTML); its code
// comes then, fetched ahead when the play button is pointed at or focused (the same import()).
const VideoPlayer = dynamic(() => import('./VideoPlayer'), { ssr: false, loading: () => <div className={styles.player} /> });
const preloadVideoPlayer = () => void import('./VideoPlayer').catch(() => undefined);

// The survey's code (about 1.7 kB gzip) loads only for a post that has one. Rendered on the server
// (next/dynamic's default, `ssr: true`): a page whose HTML holds it loads its chunk before
// hydrating, so its form is never the browser's own (docs/BUNDLES.md).
const SurveyBox = dynamic(() => import('./SurveyBox'));

export interface PostPageProps {
  answer: PostPageAnswer;
}

/** A post: header, sanitized content, video, images, files, survey, recommendations, report, previous/next, comments. */
export default function PostView({ answer }: PostPageProps) {
  const { board, post, images, files, survey, comments, commentsTotal, commentsNext, prev, next } = answer;
  const router = useRouter();
  // An alarm's link to a comment (?comment=<id>): the comments show it, loading later pages if need be.
  const commentQuery = router.query.comment;
  const targetComment = typeof commentQuery === 'string' && /^[1-9]\d{0,9}$/.test(commentQuery) ? Number(commentQuery) : undefined;
  const toast = useToast();
  const user = useAppSelector((state) => state.user);
  const sessionLoaded = useAppSelector((state) => state.session.loaded);
  const [recommend, setRecommend] = useState({ count: post.recommend, on: post.recommended });
  const [commentCount, setCommentCount] = useState(post.comment_count);
  const [reporting, setReporting] = useState(false);
  const [reported, setReported] = useState(post.reported);
  const [lightbox, setLightbox] = useState<ImageView | null>(null);
  const [playing, setPlaying] = useState(false);
  const certified = !!user && isCertified(user);
  // Until the session loads, the server's answer (read as this viewer) says whether they may
  // recommend and report: the buttons are right from the first paint, with no disabled flash.
  const canReact = sessionLoaded ? mayReact(user, post.author?.id ?? null) : post.canReact;
  const kind = post.kind;

  const toggleRecommend = async () => {
    const result = await (await loadBoardApi()).recommendTarget('post', post.id, !recommend.on);
    if (!result.ok) return toast.warning(result.message);
    setRecommend({ count: result.data.recommend, on: !recommend.on });
    toast.done(result.message);
  };

  const remove = async () => {
    if (!window.confirm('게시글을 삭제하시겠습니까?')) return;
    const result = await (await loadBoardApi()).deletePost(post.id);
    if (!result.ok) return toast.warning(result.message);
    toast.done(result.message);
    void router.push(boardPath(board.href));
  };

  return (
    <article className={styles.page}>
      <SiteMeta
        type="article"
        title={post.title}
        documentTitle={`${post.title} | ${board.name} | 나눔`}
        description={post.excerpt}
        path={postPath(board.href, post.id)}
        image={post.thumbnail ?? images[0]?.url ?? null}
      />
      <Head>
        <meta property="article:published_time" content={post.date} />
      </Head>

      <nav aria-label="위치" className="small mb-2">
        <Link prefetch={false} href={boardPath(board.href)} className="text-decoration-none">
          {board.name}
        </Link>
        {kind && (
          <>
            {' › '}
            <span className={styles.kindBadge} style={{ background: kind.color, color: kindTextColor(kind.color) }}>
              {kind.name}
            </span>
          </>
        )}
      </nav>
      <header className={postStyles.header}>
        <h1 className={postStyles.title}>
          {post.secret && <span className={`${styles.secretBadge} align-middle`}>비밀</span>}
          {post.title}
        </h1>
        <div className={postStyles.meta}>
          {post.author && <img src={post.author.image} alt="" width={32} height={32} className={postStyles.avatar} />}
          <AuthorName author={post.author} />
          <span>
            <time dateTime={post.date}>
              {formatDateTime(post.date)}
            </time>
          </span>
          <span>
            조회 <Count value={post.visit} />
          </span>
          <span>추천 {recommend.count}</span>
          <span>댓글 {commentCount}</span>
        </div>
      </header>

      <BoardDonationPanel href={board.href} onPost />

      {post.hidden && <p className="alert alert-warning">신고로 숨겨진 게시글입니다. 작성자와 운영진만 볼 수 있습니다.</p>}

      {post.source && post.link && (
        <p className="alert alert-light border d-flex flex-wrap justify-content-between align-items-center gap-2">
          <span>
            출처: <strong>{post.source}</strong>
          </span>
          <a href={post.link} target="_blank" rel="noopener noreferrer nofollow" className="btn btn-sm btn-outline-primary">
            기사 원문 보기 ↗<span className="visually-hidden"> (새 창)</span>
          </a>
        </p>
      )}

      {post.videoId &&
        (playing ? (
          <VideoPlayer videoId={post.videoId} title={post.title} />
        ) : (
          <button
            type="button"
            className={`${styles.thumbButton} ${styles.player}`}
            onClick={() => setPlaying(true)}
            onPointerEnter={preloadVideoPlayer}
            onFocus={preloadVideoPlayer}
            aria-label={`${post.title} 영상 재생`}
          >
            <span className={styles.thumbEmpty}>{board.name}</span>
            <span className={styles.play} aria-hidden="true">
              <span>▶</span>
            </span>
          </button>
        ))}

      {board.layout === 'gallery' && images.length > 0 && (
        <ul className={`${styles.grid} list-unstyled my-4`} aria-label="사진">
          {images.map((image) => (
            <li key={image.id}>
              <button type="button" className={styles.thumbButton} onClick={() => setLightbox(image)} aria-label={`${image.name} 크게 보기`}>
                <img src={image.url} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}

      {/* The content was reduced to an allow-list by the server (sanitize-html) before it was stored. */}
      <div className={postStyles.content} dangerouslySetInnerHTML={{ __html: post.content }} />

      {files.length > 0 && (
        <section className={postStyles.files} aria-label="첨부파일">
          <h2 className="h6 fw-bold">첨부파일 {files.length}</h2>
          <ul className="list-unstyled mb-0">
            {files.map((file) => (
              <li key={file.id}>
                {board.can.download ? (
                  <a href={`/api/community/files/${file.id}`} download className={postStyles.file}>
                    {file.name}
                  </a>
                ) : (
                  <span className={postStyles.file}>{file.name}</span>
                )}{' '}
                <span className="small text-body-secondary">
                  ({formatBytes(file.size)}, 다운로드 {file.downloads}회)
                </span>
              </li>
            ))}
          </ul>
          {!board.can.download && <p className="small text-body-secondary mb-0 mt-2">파일을 내려받을 권한이 없습니다.</p>}
        </section>
      )}

      {/* Until the session loads, the server's answer (read as this viewer) says whether they may answer: the form or the results show from the first paint. */}
      {survey && <SurveyBox postId={post.id} initial={survey} canAnswer={sessionLoaded ? certified : survey.canAnswer} />}

      <div className="d-flex justify-content-center gap-2 my-4">
        <button type="button" className={`btn btn-lg ${recommend.on ? 'btn-primary' : 'btn-outline-primary'}`} aria-pressed={recommend.on} disabled={!canReact} onClick={toggleRecommend}>
          추천 {recommend.count}
        </button>
        {canReact && (
          // Not `disabled` once reported: the report dialog gives the focus back to this button as it closes.
          <button type="button" className="btn btn-lg btn-outline-secondary" {...busyProps(reported)} onClick={() => !reported && setReporting(true)}>
            {reported ? '신고함' : '신고'}
          </button>
        )}
      </div>

      <div className="d-flex flex-wrap gap-2 justify-content-between border-top pt-3">
        <Link prefetch={false} href={boardPath(board.href)} className="btn btn-outline-dark">
          목록
        </Link>
        {post.canManage && (
          <div className="d-flex gap-2">
            <Link prefetch={false} href={writePath(board.href, post.id)} className="btn btn-outline-primary">
              수정
            </Link>
            <button type="button" className="btn btn-outline-danger" onClick={remove}>
              삭제
            </button>
          </div>
        )}
      </div>

      <nav aria-label="이전 글과 다음 글" className={postStyles.neighbours}>
        <div>
          <span className={postStyles.neighbourLabel}>이전 글</span>
          {prev ? <Link prefetch={false} href={postPath(board.href, prev.id)}>{prev.title}</Link> : <span className="text-body-secondary">이전 글이 없습니다.</span>}
        </div>
        <div>
          <span className={postStyles.neighbourLabel}>다음 글</span>
          {next ? <Link prefetch={false} href={postPath(board.href, next.id)}>{next.title}</Link> : <span className="text-body-secondary">다음 글이 없습니다.</span>}
        </div>
      </nav>

      <CommentSection
        postId={post.id}
        initial={{ comments, total: commentsTotal, next: commentsNext }}
        canComment={board.can.comment}
        certified={certified}
        target={targetComment}
        onCountChange={setCommentCount}
      />

      {reporting && <ReportDialog target="post" targetId={post.id} onClose={() => setReporting(false)} onReported={() => setReported(true)} />}
      <LazyModal show={lightbox !== null} onHide={() => setLightbox(null)} title={lightbox?.name} titleClassName="h6" label="사진 크게 보기" bodyClassName="p-0">
        {lightbox && <img src={lightbox.url} alt={lightbox.name} className={styles.lightboxImage} />}
      </LazyModal>
    </article>
  );
}
