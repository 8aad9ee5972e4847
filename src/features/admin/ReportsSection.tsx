import Link from 'next/link';
import { useRef, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Table from 'react-bootstrap/Table';
import { formatDateTime } from '@nanum/shared/format';
import type { ReportedText, ReportView } from '@nanum/shared/adminViews';
import { useToast } from '@/features/toast/useToast';
import { useRowFocus } from '@/lib/useRowFocus';
import { adminCall } from './adminApi';
import { useAdminList } from './useAdminList';
import styles from './admin.module.css';

const TARGET_LABELS = { post: '게시물', comment: '댓글' } as const;

/** What the row shows as its target: the post's title or the comment's text, or why there is none. */
const targetText = (item: ReportView) => item.title || (item.href ? '(내용 없음)' : '(삭제된 대상)');

/** One side of a changed target: its title (a post's) and text, under its label. */
function Words({ label, words }: { label: string; words: ReportedText }) {
  return (
    <div className="small mt-1">
      <strong>{label}</strong>
      {words.title && <div>{words.title}</div>}
      <div className="text-secondary">{words.text || '(내용 없음)'}</div>
    </div>
  );
}

/** Names a row's buttons for screen readers: "게시물 <title> 숨김 처리". */
const rowName = (item: ReportView) => `${TARGET_LABELS[item.targetType]} ${targetText(item)}`;

/** A row's key: its target. */
const rowKey = (item: ReportView) => `${item.targetType}-${item.targetId}`;

/**
 * The reports queue: each reported post or comment with reasons and counts; hide, restore or keep
 * it. A decided row leaves the list, and the focus goes to the next row's first decision (useRowFocus).
 */
export default function ReportsSection() {
  const toast = useToast();
  const [handled, setHandled] = useState('0');
  const { data, loading, reload } = useAdminList<ReportView[]>('/api/admin/reports', { handled });
  const list = data ?? [];
  const section = useRef<HTMLElement>(null);
  const decided = useRowFocus(data, section, 'report-list-title');

  const decide = async (item: ReportView, decision: 'hide' | 'restore' | 'keep') => {
    const answer = await adminCall('PUT', '/api/admin/report', { targetType: item.targetType, targetId: item.targetId, decision });
    if (!answer.ok) return toast.warning(answer.message);
    toast.done(answer.message);
    decided(rowKey(item));
    void reload();
  };

  return (
    <section ref={section} className={styles.panel} aria-labelledby="report-list-title">
      <div className="d-flex justify-content-between align-items-center mb-3 flex-wrap gap-2">
        <h2 className={`${styles.panelTitle} mb-0`} id="report-list-title" tabIndex={-1}>
          신고 목록
        </h2>
        <ButtonGroup aria-label="처리 상태">
          <Button variant={handled === '0' ? 'primary' : 'outline-primary'} aria-pressed={handled === '0'} onClick={() => setHandled('0')}>
            미처리
          </Button>
          <Button variant={handled === '1' ? 'primary' : 'outline-primary'} aria-pressed={handled === '1'} onClick={() => setHandled('1')}>
            처리 완료
          </Button>
        </ButtonGroup>
      </div>
      {loading && !data ? (
        <p role="status">불러오는 중입니다…</p>
      ) : list.length === 0 ? (
        <p className="text-secondary mb-0">표시할 신고가 없습니다.</p>
      ) : (
        <Table responsive className={`align-middle mb-0 ${styles.stacked}`}>
          <thead>
            <tr>
              <th scope="col">대상</th>
              <th scope="col">사유</th>
              <th scope="col">건수</th>
              <th scope="col">최근 신고</th>
              <th scope="col">상태</th>
              {handled === '0' && <th scope="col">처리</th>}
            </tr>
          </thead>
          <tbody>
            {list.map((item) => (
              <tr key={rowKey(item)} data-row-key={rowKey(item)} data-testid="report-row">
                <td data-label="대상">
                  <Badge bg="light" text="dark" className="me-1">
                    {TARGET_LABELS[item.targetType]}
                  </Badge>
                  {item.href ? <Link href={item.href}>{targetText(item)}</Link> : targetText(item)}
                  {item.boardName && <div className="small text-secondary">{item.boardName}</div>}
                  {item.changed && (
                    <div role="group" aria-label="신고 후 바뀐 내용">
                      <Words label="신고 당시 내용" words={item.changed.reported} />
                      <Words label="현재 내용" words={item.changed.current} />
                    </div>
                  )}
                  {item.descriptions.map((text, index) => (
                    <div key={index} className="small text-secondary">
                      “{text}”
                    </div>
                  ))}
                </td>
                <td data-label="사유" className="small">{item.reasons.map((reason) => `${reason.label} ${reason.count}`).join(', ')}</td>
                <td data-label="건수">{item.count}</td>
                <td data-label="최근 신고" className="small">{item.lastAt ? formatDateTime(item.lastAt) : '-'}</td>
                <td data-label="상태">{item.hidden ? <Badge bg="secondary">숨김</Badge> : <Badge bg="success">공개</Badge>}</td>
                {handled === '0' && item.ownWriting && (
                  <td data-label="처리" className="small text-secondary">
                    본인이 쓴 글입니다. 다른 운영진이 처리합니다.
                  </td>
                )}
                {handled === '0' && !item.ownWriting && (
                  <td data-label="처리" className="text-nowrap">
                    <Button size="sm" variant="outline-danger" className="me-1" aria-label={`${rowName(item)} 숨김 처리`} onClick={() => decide(item, 'hide')}>
                      숨김 처리
                    </Button>
                    <Button size="sm" variant="outline-success" className="me-1" aria-label={`${rowName(item)} 복구`} onClick={() => decide(item, 'restore')}>
                      복구
                    </Button>
                    <Button size="sm" variant="outline-secondary" aria-label={`${rowName(item)} 유지`} onClick={() => decide(item, 'keep')}>
                      유지
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
