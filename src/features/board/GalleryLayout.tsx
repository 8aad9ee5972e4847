import Link from 'next/link';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import type { BoardView, PostRowView } from '@nanum/shared/boardViews';
import { postPath } from './boardPaths';
import { RelativeDate } from './PostMeta';
import styles from './board.module.css';

/** A photo grid; a photo opens larger in a lightbox, the title opens the post. */
export default function GalleryLayout({ board, list }: { board: BoardView; list: PostRowView[] }) {
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
              <h2 className={styles.cardTitle}>
                <Link href={postPath(board.href, row.id)} className={styles.titleLink}>
                  {row.title}
                </Link>
              </h2>
              <p className={styles.cardMeta}>
                <RelativeDate iso={row.date} /> · 조회 {row.visit} · 댓글 {row.comment_count}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <Modal show={open !== null} onHide={() => setOpen(null)} size="xl" centered aria-labelledby="gallery-lightbox-title">
        <Modal.Header closeButton closeLabel="닫기">
          <Modal.Title id="gallery-lightbox-title">{open?.title}</Modal.Title>
        </Modal.Header>
        <Modal.Body className="p-0">
          {open?.thumbnail && <img src={open.thumbnail} alt={open.title} className={styles.lightboxImage} />}
        </Modal.Body>
        <Modal.Footer>
          {open && (
            <Link href={postPath(board.href, open.id)} className="btn btn-primary">
              게시글 보기
            </Link>
          )}
        </Modal.Footer>
      </Modal>
    </>
  );
}
