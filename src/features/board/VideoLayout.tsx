import { useState } from 'react';
import type { BoardView, PostRowView } from '@nanum/shared/boardViews';
import { youtubeThumbnail } from '@nanum/shared/youtube';
import LazyModal from './LazyModal';
import { RelativeDate } from '@/lib/RelativeDate';
import VideoPlayer from './VideoPlayer';
import PostCardTitle from './PostCardTitle';
import styles from './board.module.css';
import type { BoardCardsProps } from './BoardListView';

/** A tile's picture: the one the author uploaded, else the video's still from YouTube. */
const tileImage = (row: PostRowView): string | null => row.thumbnail ?? (row.videoId ? youtubeThumbnail(row.videoId) : null);

/**
 * One video's card: its picture (▶ over it when there is a video to play), title and date. Without
 * a picture, or when it does not load, the board's name on a tint, below the ▶ rather than under it.
 */
function VideoTile({ board, row, onPlay }: { board: BoardView; row: PostRowView; onPlay: () => void }) {
  const [failed, setFailed] = useState(false);
  const image = failed ? null : tileImage(row);
  return (
    <li className={styles.card}>
      <button type="button" className={styles.thumbButton} onClick={() => row.videoId && onPlay()} disabled={!row.videoId} aria-label={`${row.title} 영상 재생`}>
        {image ? (
          <img src={image} alt="" loading="lazy" onError={() => setFailed(true)} />
        ) : (
          <span className={row.videoId ? `${styles.thumbEmpty} ${styles.thumbEmptyBelowPlay}` : styles.thumbEmpty}>{board.name}</span>
        )}
        {row.videoId && (
          <span className={styles.play} aria-hidden="true">
            <span>▶</span>
          </span>
        )}
      </button>
      <div className={styles.cardBody}>
        <PostCardTitle href={board.href} row={row} />
        <p className={styles.cardMeta}>
          <RelativeDate iso={row.date} /> · 조회 {row.visit}
        </p>
      </div>
    </li>
  );
}

/**
 * Video cards with the video's still and a ▶ (the board's name on a tint, without ▶, for a post
 * without a video); the player loads only when a video is opened (no third-party frame before that).
 */
export default function VideoLayout({ board, list }: BoardCardsProps) {
  const [open, setOpen] = useState<PostRowView | null>(null);
  return (
    <>
      <ul className={`${styles.grid} list-unstyled`}>
        {list.map((row) => (
          <VideoTile key={row.id} board={board} row={row} onPlay={() => setOpen(row)} />
        ))}
      </ul>
      <LazyModal show={open !== null} onHide={() => setOpen(null)} title={open?.title} titleId="video-title">
        {open?.videoId && <VideoPlayer videoId={open.videoId} title={open.title} />}
      </LazyModal>
    </>
  );
}
