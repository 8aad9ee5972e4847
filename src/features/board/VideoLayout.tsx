import Link from 'next/link';
import { useState } from 'react';
import type { BoardView, PostRowView } from '@nanum/shared/boardViews';
import LazyModal from './LazyModal';
import { postPath } from './boardPaths';
import { RelativeDate } from '@/lib/RelativeDate';
import VideoPlayer from './VideoPlayer';
import styles from './board.module.css';

/** Video cards; the player loads only when a video is opened (no third-party frame before that). */
export default function VideoLayout({ board, list }: { board: BoardView; list: PostRowView[] }) {
  const [open, setOpen] = useState<PostRowView | null>(null);
  return (
    <>
      <ul className={`${styles.grid} list-unstyled`}>
        {list.map((row) => (
          <li key={row.id} className={styles.card}>
            <button type="button" className={styles.thumbButton} onClick={() => row.videoId && setOpen(row)} disabled={!row.videoId} aria-label={`${row.title} 영상 재생`}>
              {row.thumbnail ? (
                <img src={row.thumbnail} alt="" loading="lazy" />
              ) : (
                <span className={styles.thumbEmpty}>{board.name}</span>
              )}
              <span className={styles.play} aria-hidden="true">
                <span>▶</span>
              </span>
            </button>
            <div className={styles.cardBody}>
              <h2 className={styles.cardTitle}>
                <Link href={postPath(board.href, row.id)} className={styles.titleLink}>
                  {row.title}
                </Link>
              </h2>
              <p className={styles.cardMeta}>
                <RelativeDate iso={row.date} /> · 조회 {row.visit}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <LazyModal show={open !== null} onHide={() => setOpen(null)} title={open?.title} titleId="video-title">
        {open?.videoId && <VideoPlayer videoId={open.videoId} title={open.title} />}
      </LazyModal>
    </>
  );
}
