import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { formatDateTime } from '@nanum/shared/format';
import type { AuditItem, Paged } from './adminApi';
import { useAdminList } from './useAdminList';
import styles from './admin.module.css';

const ACTION_LABELS: Record<string, string> = {
  'corporation.create': '기업 등록',
  'corporation.update': '기업 수정',
  'corporation.delete': '기업 삭제',
  'corporation.order': '기업 순서 변경',
  'popup.create': '팝업 생성',
  'popup.update': '팝업 수정',
  'popup.status': '팝업 노출 전환',
  'popup.delete': '팝업 삭제',
  'member.update': '회원 수정',
  'report.hide': '신고 대상 숨김',
  'report.restore': '신고 대상 복구',
  'report.keep': '신고 대상 유지',
  'post.restore': '게시글 복구',
  'comment.restore': '댓글 복구',
  'alarm.broadcast': '알림 발송',
  'page.update': '페이지 수정',
  'board.update': '게시판 설정 변경',
  'kind.create': '말머리 추가',
  'kind.update': '말머리 수정',
  'kind.delete': '말머리 삭제',
  'kind.order': '말머리 순서 변경',
  'orgMember.create': '구성원 등록',
  'orgMember.update': '구성원 수정',
  'orgMember.delete': '구성원 삭제',
  'orgMember.order': '구성원 순서 변경',
  'endorser.create': '홍보대사 등록',
  'endorser.update': '홍보대사 수정',
  'endorser.delete': '홍보대사 삭제',
  'endorser.order': '홍보대사 순서 변경',
  'settings.update': '사이트 정보 변경',
};

const json = (value: unknown) => (value === null || value === undefined ? '-' : JSON.stringify(value, null, 1));

/** The audit log: who changed what and when, with the values before and after. Read only. */
export default function AuditSection() {
  const [page, setPage] = useState(1);
  const { data, loading } = useAdminList<Paged<AuditItem>>('/api/admin/audit', { page: String(page) });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section className={styles.panel} aria-labelledby="audit-title">
      <h2 className={styles.panelTitle} id="audit-title">
        관리자 변경 기록 <span className="text-secondary small">({data?.total ?? 0}건, 수정 불가)</span>
      </h2>
      {loading && !data ? (
        <p role="status">불러오는 중입니다…</p>
      ) : (
        <Table responsive size="sm" className="align-top">
          <thead>
            <tr>
              <th scope="col">일시</th>
              <th scope="col">담당자</th>
              <th scope="col">작업</th>
              <th scope="col">대상</th>
              <th scope="col">변경 전</th>
              <th scope="col">변경 후</th>
            </tr>
          </thead>
          <tbody>
            {(data?.list ?? []).map((entry) => (
              <tr key={entry.id}>
                <td className="small text-nowrap">{entry.date ? formatDateTime(entry.date) : '-'}</td>
                <td>{entry.actorName}</td>
                <td>{ACTION_LABELS[entry.action] ?? entry.action}</td>
                <td className="small">
                  {entry.targetType} {entry.targetId ?? ''}
                </td>
                <td>
                  <pre className={styles.json}>{json(entry.before)}</pre>
                </td>
                <td>
                  <pre className={styles.json}>{json(entry.after)}</pre>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <nav className="d-flex justify-content-center gap-2" aria-label="변경 기록 페이지">
        <Button size="sm" variant="outline-secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          이전
        </Button>
        <span className="align-self-center small">
          {page} / {pages}
        </span>
        <Button size="sm" variant="outline-secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          다음
        </Button>
      </nav>
    </section>
  );
}
