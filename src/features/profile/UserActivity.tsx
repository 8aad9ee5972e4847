import Link from 'next/link';
import { useEffect, useState } from 'react';
import type { UserCommentPage, UserPostPage } from '@nanum/shared/boardViews';
import type { BoardKind } from '@nanum/shared/entities';
import { formatUnit } from '@nanum/shared/format';
import { PAGE_SIZE } from '@nanum/shared/limits';
import { totalPagesOf } from '@nanum/shared/pager';
import Pager from '@/features/pager/Pager';
import { RelativeDate } from '@/lib/RelativeDate';
import { fetchUserComments, fetchUserPosts } from './profileApi';
import styles from './ProfileModal.module.css';

/** Loads page `page` of a list with `load`; null while loading, false when it failed. */
function usePage<T>(load: (page: number) => Promise<T | null>, page: number): T | null | false {
  const [state, setState] = useState<{ page: number; data: T | null | false } | null>(null);
  useEffect(() => {
    let live = true;
    void load(page).then((data) => live && setState({ page, data: data ?? false }));
    return () => {
      live = false;
    };
  }, [load, page]);
  return state?.page === page ? state.data : null;
}

function Status({ state, empty }: { state: null | false; empty: string }) {
  return <p className={styles.listStatus}>{state === null ? '불러오는 중…' : empty}</p>;
}

/** The written posts accordion: kind colour, title, board, comments, visits, recommendations, date. */
export function UserPosts({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const [load] = useState(() => (p: number) => fetchUserPosts(userId, p));
  const data = usePage<UserPostPage>(load, page);
  if (!data) return <Status state={data} empty="목록을 불러오지 못했습니다." />;
  if (data.count === 0) return <p className={styles.listStatus}>작성한 글이 없습니다.</p>;
  const kinds = new Map<number, BoardKind>(data.kind.map((kind) => [kind.id, kind]));
  return (
    <>
      <ul className={styles.activity}>
        {data.list.map((post) => {
          const kind = post.kind_id === null ? undefined : kinds.get(post.kind_id);
          return (
            <li key={post.id}>
              <Link prefetch={false} href={`/community/${post.board_href}/${post.id}`} className={styles.activityTitle}>
                {kind && (
                  <span className={styles.kind} style={{ color: kind.color, borderColor: kind.color }}>
                    {kind.name}
                  </span>
                )}
                {post.title}
                {post.comment_count > 0 && <span className={styles.count}> [{post.comment_count}]</span>}
              </Link>
              <span className={styles.activityMeta}>
                {post.board_name} · 조회 {formatUnit(post.visit)} · 추천 {formatUnit(post.recommend)} ·{' '}
                <RelativeDate iso={post.date} />
              </span>
            </li>
          );
        })}
      </ul>
      <Pager page={page} totalPages={totalPagesOf(data.count, PAGE_SIZE)} onChange={setPage} label="작성한 글" />
    </>
  );
}

/** The written comments accordion: the comment, the post it is on, whom it answers, date. */
export function UserComments({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const [load] = useState(() => (p: number) => fetchUserComments(userId, p));
  const data = usePage<UserCommentPage>(load, page);
  if (!data) return <Status state={data} empty="목록을 불러오지 못했습니다." />;
  if (data.count === 0) return <p className={styles.listStatus}>작성한 댓글이 없습니다.</p>;
  return (
    <>
      <ul className={styles.activity}>
        {data.list.map((comment) => (
          <li key={comment.id}>
            <Link prefetch={false} href={`/community/${comment.board_href}/${comment.board_id}`} className={styles.activityTitle}>
              {comment.reply_name && <span className={styles.reply}>@{comment.reply_name} </span>}
              {comment.description}
            </Link>
            <span className={styles.activityMeta}>
              {comment.board_name} · {comment.board_title} · 추천 {formatUnit(comment.recommend)} ·{' '}
              <RelativeDate iso={comment.date} />
            </span>
          </li>
        ))}
      </ul>
      <Pager page={page} totalPages={totalPagesOf(data.count, PAGE_SIZE)} onChange={setPage} label="작성한 댓글" />
    </>
  );
}
