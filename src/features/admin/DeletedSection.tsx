import Link from 'next/link';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Table from 'react-bootstrap/Table';
import type { Paged } from '@nanum/shared/adminViews';
import { canRestoreDeleted } from '@nanum/shared/authority';
import { WITHDRAWN_AUTHOR_LABEL } from '@nanum/shared/display';
import { DELETED_TARGET_LABELS, DELETED_TARGETS, type DeletedItem, type DeletedTarget } from '@nanum/shared/deletedContent';
import { formatDateTime } from '@nanum/shared/format';
import { useToast } from '@/features/toast/useToast';
import { adminCall } from './adminApi';
import AdminPager, { pageCountOf } from './AdminPager';
import { useAdminList } from './useAdminList';
import styles from './admin.module.css';

/** What a row is called (the restore button's accessible name names it). */
const nameOf = (item: DeletedItem) => (item.targetType === 'post' ? item.title : item.excerpt) || '(내용 없음)';

/** Soft-deleted posts and comments (삭제된 글): who wrote and deleted them, when; restore what a moderator removed where it was (what its author withdrew stays withdrawn). */
export default function DeletedSection() {
  const toast = useToast();
  const [type, setType] = useState<DeletedTarget>('post');
  const [page, setPage] = useState(1);
  const { data, loading, reload } = useAdminList<Paged<DeletedItem>>('/api/admin/deleted', { type, page: String(page) });
  const list = data?.list ?? [];
  const pages = pageCountOf(data);

  const choose = (next: DeletedTarget) => {
    setType(next);
    setPage(1);
  };

  const restore = async (item: DeletedItem) => {
    const answer = await adminCall('PUT', '/api/admin/deleted/restore', { targetType: item.targetType, targetId: item.id });
    if (!answer.ok) return toast.warning(answer.message);
    toast.done(answer.message);
    // The last row of a page other than the first: the page before it (this one is now empty).
    if (list.length === 1 && page > 1) setPage(page - 1);
    else reload();
  };

  return (
    <section className={styles.panel} aria-labelledby="deleted-title">
      <div className="d-flex justify-content-between align-items-center mb-3 flex-wrap gap-2">
        <h2 className={`${styles.panelTitle} mb-0`} id="deleted-title">
          삭제된 {DELETED_TARGET_LABELS[type]} <span className="text-secondary small">({data?.total ?? 0}건)</span>
        </h2>
        <ButtonGroup aria-label="종류">
          {DELETED_TARGETS.map((target) => (
            <Button key={target} variant={type === target ? 'primary' : 'outline-primary'} aria-pressed={type === target} onClick={() => choose(target)}>
              {DELETED_TARGET_LABELS[target]}
            </Button>
          ))}
        </ButtonGroup>
      </div>
      {loading && !data ? (
        <p role="status">불러오는 중입니다…</p>
      ) : list.length === 0 ? (
        <p className="text-secondary mb-0">삭제된 {DELETED_TARGET_LABELS[type]}이 없습니다.</p>
      ) : (
        <Table responsive className={`align-middle ${styles.stacked}`}>
          <thead>
            <tr>
              <th scope="col">{type === 'post' ? '제목' : '댓글'}</th>
              <th scope="col">게시판</th>
              <th scope="col">작성자</th>
              <th scope="col">삭제</th>
              <th scope="col">복구</th>
            </tr>
          </thead>
          <tbody>
            {list.map((item) => (
              <tr key={item.id} data-testid="deleted-row">
                <td data-label="내용">
                  {item.targetType === 'post' ? (
                    <>
                      <div className="fw-semibold">{item.title}</div>
                      {item.excerpt && <div className="small text-secondary">{item.excerpt}</div>}
                    </>
                  ) : (
                    <>
                      <div>{item.excerpt}</div>
                      <div className="small text-secondary">
                        글: {item.href && !item.postDeleted ? <Link href={item.href}>{item.title}</Link> : item.title}
                        {item.postDeleted && (
                          <Badge bg="warning" text="dark" className="ms-1">
                            글도 삭제됨
                          </Badge>
                        )}
                      </div>
                    </>
                  )}
                </td>
                <td data-label="게시판" className="small">{item.boardName ?? '-'}</td>
                <td data-label="작성자">{item.author ?? WITHDRAWN_AUTHOR_LABEL}</td>
                <td data-label="삭제" className="small">
                  <div className="text-nowrap">{item.deletedAt ? formatDateTime(item.deletedAt) : '-'}</div>
                  <div>
                    {item.deletedBy ?? '-'}{' '}
                    <Badge bg={item.byAuthor ? 'light' : 'secondary'} text={item.byAuthor ? 'dark' : undefined}>
                      {item.byAuthor ? '작성자 삭제' : '운영진 삭제'}
                    </Badge>
                  </div>
                </td>
                <td data-label="복구">
                  {canRestoreDeleted(item) ? (
                    <Button size="sm" variant="outline-success" aria-label={`${nameOf(item)} 복구`} onClick={() => restore(item)}>
                      복구
                    </Button>
                  ) : (
                    <span className="small text-secondary">복구 불가</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {pages > 1 && <AdminPager page={page} pages={pages} onChange={setPage} label="삭제된 글 페이지" />}
    </section>
  );
}
