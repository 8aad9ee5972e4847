import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useId, useState, type ComponentType, type FormEvent } from 'react';
import { BOARD_SEARCH_FIELD_LABELS, BOARD_SEARCH_FIELDS, BOARD_SORT_LABELS, BOARD_SORTS, SEARCH_MAX_LENGTH, type BoardSearchField, type BoardSort } from '@nanum/shared/boardListOptions';
import type { BoardListAnswer, BoardView, PostRowView } from '@nanum/shared/boardViews';
import SiteMeta from '@/features/app/SiteMeta';
import Pager from '@/features/pager/Pager';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { openModal } from '@/store/modalSlice';
import { boardPath, writePath } from './boardPaths';
import styles from './board.module.css';
import BoardDonationPanel from '@/features/donation/BoardDonationPanel';
import { formatNumber } from '@nanum/shared/numberFormat';

export interface BoardListQueryState {
  kind?: number;
  field: BoardSearchField;
  keyword?: string;
  sort: BoardSort;
}

/** What a board's layout draws: the page's posts (a list also draws the pinned notices, numbered from `firstNumber`). */
export interface BoardRowsProps {
  board: BoardView;
  list: PostRowView[];
  pinned: PostRowView[];
  firstNumber: number;
}

/** What the card layouts (gallery, press, video) draw: the page's posts, no pinned notices. */
export type BoardCardsProps = Pick<BoardRowsProps, 'board' | 'list'>;

/** A board's layout (ListLayout, GalleryLayout, PressLayout, VideoLayout). */
export type BoardRows = ComponentType<BoardRowsProps>;

/**
 * A board's list page: kinds, sort, search, the board's posts drawn by `Rows` (its route's layout,
 * so a page carries the code of its own layout alone), and the shared pager.
 */
export default function BoardListView({ answer, query, feed, Rows }: { answer: BoardListAnswer; query: BoardListQueryState; feed: string | null; Rows: BoardRows }) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.user);
  const { board, list, pinned, count, page, pageSize } = answer;
  const [field, setField] = useState<BoardSearchField>(query.field);
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  const searchId = useId();
  const totalPages = Math.max(1, Math.ceil(count / pageSize));

  const go = (next: Partial<BoardListQueryState> & { page?: number }) => {
    const merged = { ...query, page: 1, ...next };
    const params: Record<string, string> = { ...(router.query.board ? { board: String(router.query.board) } : {}) };
    if (merged.page > 1) params.page = String(merged.page);
    if (merged.kind) params.kind = String(merged.kind);
    if (merged.sort !== 'newest') params.sort = merged.sort;
    if (merged.keyword) {
      params.keyword = merged.keyword;
      params.field = merged.field;
    }
    void router.push({ pathname: router.pathname, query: params });
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    go({ field, keyword: keyword.trim() || undefined });
  };

  return (
    <div className={styles.page}>
      <SiteMeta title={board.name} description={board.description || `나눔 ${board.name}`} path={boardPath(board.href)} />
      <Head>
        {feed && <link rel="alternate" type="application/rss+xml" title={`${board.name} | 나눔`} href={feed} />}
      </Head>
      <header className={styles.head}>
        <div>
          <h1>{board.name}</h1>
          <p>{board.description}</p>
        </div>
        {board.can.write ? (
          <Link prefetch={false} href={writePath(board.href)} className="btn btn-primary">
            글쓰기
          </Link>
        ) : (
          !user &&
          board.perm.write !== 0 && (
            <button type="button" className="btn btn-outline-primary" onClick={() => dispatch(openModal({ mode: 'LOGIN', isOpen: true }))}>
              로그인하고 글쓰기
            </button>
          )
        )}
      </header>

      <BoardDonationPanel href={board.href} />

      <div className={styles.toolbar}>
        {board.kinds.length > 0 ? (
          <ul className={styles.kinds} aria-label="말머리">
            <li>
              <button type="button" className={styles.kindTab} aria-current={query.kind === undefined} onClick={() => go({ kind: undefined })}>
                전체
              </button>
            </li>
            {board.kinds.map((kind) => (
              <li key={kind.id}>
                <button type="button" className={styles.kindTab} aria-current={query.kind === kind.id} onClick={() => go({ kind: kind.id })}>
                  {kind.name}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <span />
        )}
        <div className={styles.controls}>
          <span className={styles.count}>총 {formatNumber(count)}개</span>
          <label className="visually-hidden" htmlFor={`${searchId}-sort`}>
            정렬
          </label>
          <select id={`${searchId}-sort`} className="form-select form-select-sm w-auto" value={query.sort} onChange={(event) => go({ sort: event.target.value as BoardSort })}>
            {BOARD_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {BOARD_SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
      </div>

      {list.length === 0 && pinned.length === 0 ? (
        <p className={styles.empty}>{query.keyword ? '검색 결과가 없습니다.' : '아직 등록된 글이 없습니다.'}</p>
      ) : (
        <Rows board={board} list={list} pinned={pinned} firstNumber={count - (page - 1) * pageSize} />
      )}

      {totalPages > 1 && (
        <div className="mt-4">
          <Pager page={page} totalPages={totalPages} onChange={(next) => go({ page: next })} label={`${board.name} 목록`} />
        </div>
      )}

      <form className={styles.search} role="search" onSubmit={search} aria-label={`${board.name} 검색`}>
        <label className="visually-hidden" htmlFor={`${searchId}-field`}>
          검색 대상
        </label>
        <select id={`${searchId}-field`} className="form-select" value={field} onChange={(event) => setField(event.target.value as BoardSearchField)}>
          {BOARD_SEARCH_FIELDS.map((name) => (
            <option key={name} value={name}>
              {BOARD_SEARCH_FIELD_LABELS[name]}
            </option>
          ))}
        </select>
        <label className="visually-hidden" htmlFor={`${searchId}-keyword`}>
          검색어
        </label>
        <input id={`${searchId}-keyword`} className="form-control" type="search" maxLength={SEARCH_MAX_LENGTH} value={keyword} onChange={(event) => setKeyword(event.target.value)} placeholder="검색어를 입력하세요" />
        <button type="submit" className="btn btn-dark">
          검색
        </button>
      </form>
    </div>
  );
}
