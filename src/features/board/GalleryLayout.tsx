import Link from 'next/link';
import { useState } from 'react';
import ModalHeader from 'react-bootstrap/ModalHeader';
import ModalTitle from 'react-bootstrap/ModalTitle';
import ModalBody from 'react-bootstrap/ModalBody';
import ModalFooter from 'react-bootstrap/ModalFooter';
import type { BoardView, PostRowView } from '@nanum/shared/boardViews';
import LazyModal from './LazyModal';
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
      <LazyModal show={open !== null} onHide={() => setOpen(null)} size="xl" centered aria-labelledby="gallery-lightbox-title">
        <ModalHeader closeButton closeLabel="닫기">
          <ModalTitle id="gallery-lightbox-title">{open?.title}</ModalTitle>
        </ModalHeader>
        <ModalBody className="p-0">
          {open?.thumbnail && <img src={open.thumbnail} alt={open.title} className={styles.lightboxImage} />}
        </ModalBody>
        <ModalFooter>
          {open && (
            <Link href={postPath(board.href, open.id)} className="btn btn-primary">
              게시글 보기
            </Link>
          )}
        </ModalFooter>
      </LazyModal>
    </>
  );
}
