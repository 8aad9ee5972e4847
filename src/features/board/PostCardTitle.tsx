import Link from 'next/link';
import type { PostRowView } from '@nanum/shared/boardViews';
import { postPath } from './boardPaths';
import styles from './board.module.css';

/** A post's title on a card of the gallery, video and press lists, linking to the post. */
export default function PostCardTitle({ href, row }: { href: string; row: Pick<PostRowView, 'id' | 'title'> }) {
  return (
    <h2 className={styles.cardTitle}>
      <Link prefetch={false} href={postPath(href, row.id)} className={styles.titleLink}>
        {row.title}
      </Link>
    </h2>
  );
}
