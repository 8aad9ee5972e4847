import Link from 'next/link';
import { useState } from 'react';
import type { PostRowView } from '@nanum/shared/boardViews';
import LazyModal from './LazyModal';
import { postPath } from './boardPaths';
import { RelativeDate } from '@/lib/RelativeDate';
import PostCardTitle from './PostCardTitle';
import styles from './board.module.css';
import type { BoardCardsProps } from './BoardListView';

/** A photo grid; a photo opens larger in a lightbox, the title opens the post. */
export default function GalleryLayout({ board, list }: BoardCardsProps) {
  const [open, setOpen] = useState<PostRowView | null>(null);
  return (
    <>
      <ul className={`${styles.grid} list-unstyled`}>
        {list.map((row) => (
          <li key={row.id} className={styles.card}>
            {row.thumbnail ? (
              <button type="button" className={styles.thumbButton} onClick={() => setOpen(row)} aria-label={`${row.title} 사진 크게 보기`}>
                <img src={row.thumbnail} alt="" loading="lazy" />
              </button>
            ) : (
              <div className={styles.thumbButton} aria-hidden="true">
                <span className={styles.thumbEmpty}>나눔</span>
              </div>
            )}
            <div className={styles.cardBody}>
              <PostCardTitle href={board.href} row={row} />
              <p className={styles.cardMeta}>
                <RelativeDate iso={row.date} /> · 조회 {row.visit} · 댓글 {row.comment_count}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <LazyModal
        show={open !== null}
        onHide={() => setOpen(null)}
        title={open?.title}
        titleId="gallery-lightbox-title"
        bodyClassName="p-0"
        footer={
          open && (
            <Link prefetch={false} href={postPath(board.href, open.id)} className="btn btn-primary">
              게시글 보기
            </Link>
          )
        }
      >
        {open?.thumbnail && <img src={open.thumbnail} alt={open.title} className={styles.lightboxImage} />}
      </LazyModal>
    </>
  );
}
