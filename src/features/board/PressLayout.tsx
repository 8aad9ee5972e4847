import { formatDate } from '@nanum/shared/format';
import PostCardTitle from './PostCardTitle';
import styles from './board.module.css';
import type { BoardCardsProps } from './BoardListView';

/** Press clippings: outlet, headline (opens the post), date, and the article on the outlet's site. */
export default function PressLayout({ board, list }: BoardCardsProps) {
  return (
    <ul className={styles.press}>
      {list.map((row) => (
        <li key={row.id} className={styles.pressItem}>
          <div>
            {row.source && <div className={styles.pressSource}>{row.source}</div>}
            <PostCardTitle href={board.href} row={row} />
            <p className={styles.cardMeta}>
              <time dateTime={row.date}>
                {formatDate(row.date)}
              </time>{' '}
              · 조회 {row.visit}
            </p>
          </div>
          {row.link && (
            <a href={row.link} target="_blank" rel="noopener noreferrer nofollow" className={`btn btn-outline-primary btn-sm ${styles.external}`}>
              기사 원문 보기<span className="visually-hidden"> (새 창, {row.source ?? '외부 사이트'})</span> ↗
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
