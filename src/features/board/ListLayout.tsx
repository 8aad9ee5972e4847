import Link from 'next/link';
import { kindTextColor } from '@nanum/shared/boardKinds';
import type { BoardView, PostRowView } from '@nanum/shared/boardViews';
import { postPath } from './boardPaths';
import { RelativeDate } from '@/lib/RelativeDate';
import { AuthorName, Count } from './PostMeta';
import styles from './board.module.css';
import type { BoardRowsProps } from './BoardListView';

function KindBadge({ board, kindId }: { board: BoardView; kindId: number | null }) {
  const kind = board.kinds.find((candidate) => candidate.id === kindId);
  if (!kind) return null;
  return (
    <span className={styles.kindBadge} style={{ background: kind.color, color: kindTextColor(kind.color) }}>
      {kind.name}
    </span>
  );
}

/**
 * One post, written once for every width: above 768px the cells sit in the table's columns; on a
 * phone the row becomes the title and, under it, a line of the same cells (author, date, visits,
 * recommendations), each count with its name, since the column headers are hidden there.
 */
function Row({ board, row, pinned, number }: { board: BoardView; row: PostRowView; pinned: boolean; number: number }) {
  return (
    <tr className={pinned ? styles.pinnedRow : undefined}>
      <td className={styles.numberCell}>{pinned ? <span className={styles.noticeBadge}>공지</span> : number}</td>
      <td className={styles.titleCell}>
        {pinned ? <span className={`${styles.noticeBadge} ${styles.mobileOnly}`}>공지</span> : <KindBadge board={board} kindId={row.kind_id} />}
        {row.secret && <span className={styles.secretBadge}>비밀</span>}
        <Link prefetch={false} href={postPath(board.href, row.id)} className={styles.titleLink}>
          {row.title}
        </Link>
        {row.comment_count > 0 && (
          <span className={styles.commentCount} aria-label={`댓글 ${row.comment_count}개`}>
            [{row.comment_count}]
          </span>
        )}
        {row.hidden && <span className="badge text-bg-warning ms-2">숨김</span>}
      </td>
      <td>
        <AuthorName author={row.author} />
      </td>
      <td>
        <RelativeDate iso={row.date} />
      </td>
      <td>
        <span className={styles.cellLabel}>조회 </span>
        <Count value={row.visit} />
      </td>
      <td>
        <span className={styles.cellLabel}>추천 </span>
        <Count value={row.recommend} />
      </td>
    </tr>
  );
}

/** The classic board table: number, kind and title with comment count, author, date, visits, recommendations. */
export default function ListLayout({ board, list, pinned, firstNumber }: BoardRowsProps) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{board.name} 글 목록</caption>
      <thead>
        <tr>
          <th scope="col" style={{ width: '4.5rem' }}>
            번호
          </th>
          <th scope="col">제목</th>
          <th scope="col" style={{ width: '8rem' }}>
            작성자
          </th>
          <th scope="col" style={{ width: '7rem' }}>
            작성일
          </th>
          <th scope="col" style={{ width: '4.5rem' }}>
            조회
          </th>
          <th scope="col" style={{ width: '4.5rem' }}>
            추천
          </th>
        </tr>
      </thead>
      <tbody>
        {pinned.map((row) => (
          <Row key={`pinned-${row.id}`} board={board} row={row} pinned number={0} />
        ))}
        {list.map((row, index) => (
          <Row key={row.id} board={board} row={row} pinned={false} number={firstNumber - index} />
        ))}
      </tbody>
    </table>
  );
}
