import Link from 'next/link';
import { formatDate } from '@nanum/shared/format';
import { formatNumber } from '@nanum/shared/numberFormat';
import type { OtherHitView, PostHitView } from '@nanum/shared/searchViews';
import Highlighted from './Highlighted';
import styles from './SearchView.module.css';

/** Found posts: board, marked title and excerpt, author, date (Korean time) and comments. */
export function PostHits({ hits }: { hits: PostHitView[] }) {
  return (
    <ul className={styles.hits}>
      {hits.map((hit) => (
        <li key={hit.id} className={styles.hit}>
          <p className={styles.where}>
            <span className={styles.board}>{hit.boardName}</span>
            {hit.secret && <span className={styles.secret}>비밀글</span>}
          </p>
          <h3 className={styles.hitTitle}>
            <Link prefetch={false} href={hit.href}>
              <Highlighted pieces={hit.title} />
            </Link>
          </h3>
          {hit.excerpt.length > 0 && (
            <p className={styles.excerpt}>
              <Highlighted pieces={hit.excerpt} />
            </p>
          )}
          <p className={styles.meta}>
            <span>{hit.authorName ?? '탈퇴한 회원'}</span>
            <time dateTime={hit.date}>{formatDate(hit.date)}</time>
            <span>댓글 {formatNumber(hit.commentCount)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Found content pages, campaigns or people: a marked title with a note, and a marked line. */
export function OtherHits({ hits }: { hits: OtherHitView[] }) {
  return (
    <ul className={styles.hits}>
      {hits.map((hit) => (
        <li key={hit.id} className={styles.hit}>
          <h3 className={styles.hitTitle}>
            <Link prefetch={false} href={hit.href}>
              <Highlighted pieces={hit.title} />
            </Link>
            {hit.note && <span className={styles.note}>{hit.note}</span>}
          </h3>
          {hit.excerpt.length > 0 && (
            <p className={styles.excerpt}>
              <Highlighted pieces={hit.excerpt} />
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
