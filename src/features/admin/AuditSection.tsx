import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS, auditActionLabel, auditChanges, auditTargetLabel, NO_AUDIT_NAMES, type AuditEntryView, type AuditNames, type AuditPageView } from '@nanum/shared/auditLog';
import { auditExcerpts } from '@nanum/shared/auditExcerpt';
import { ADMIN_MESSAGES } from '@nanum/shared/adminMessages';
import { AUDIT_EXPORT_MAX } from '@nanum/shared/adminRules';
import { formatDateTime } from '@nanum/shared/format';
import Pager from '@/features/pager/Pager';
import { pageCountOf } from './AdminPager';
import ExportLinks from './ExportLinks';
import { DateRangeFilter, FilterSelect, useFilteredAdminList } from './filteredList';
import styles from './admin.module.css';

const FILTER_NAMES = ['actor', 'action', 'target', 'from', 'to'] as const;

/**
 * One entry: when, who, what, to what, and each changed field as "before → after" (teams and
 * divisions by name, times on Korean time; a long text as the excerpt where it changed, auditExcerpt.ts).
 */
function AuditEntry({ entry, names }: { entry: AuditEntryView; names: AuditNames }) {
  const changes = auditChanges(entry.before, entry.after, names).map((change) => ({ ...change, ...auditExcerpts(change.before, change.after) }));
  return (
    <li className={styles.auditEntry}>
      <div className="d-flex flex-wrap gap-2 align-items-baseline">
        <strong>{auditActionLabel(entry.action)}</strong>
        <span>{auditTargetLabel(entry)}</span>
        <span className="small text-secondary ms-auto">
          {entry.actorName} · {entry.date ? formatDateTime(entry.date) : '-'}
        </span>
      </div>
      {changes.length > 0 && (
        <dl className={styles.auditChanges}>
          {changes.map((change) => (
            <div key={change.field}>
              <dt>{change.label}</dt>
              <dd>
                {change.before} → {change.after}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

/**
 * The audit log in Korean: who did what to whom, each changed field before → after; filters by
 * who, action, kind of target and period; pages; a CSV download of what the filters select. Read only.
 */
export default function AuditSection() {
  const { data, loading, page, setPage, apply, exportHref } = useFilteredAdminList<AuditPageView>('/api/admin/audit', FILTER_NAMES);
  const pages = pageCountOf(data);

  return (
    <section className={styles.panel} aria-labelledby="audit-title">
      <h2 className={styles.panelTitle} id="audit-title">
        관리자 변경 기록 <span className="text-secondary small">({data?.total ?? 0}건, 수정 불가)</span>
      </h2>
      <form className="row g-2 align-items-end mb-3" onSubmit={apply} aria-label="변경 기록 검색">
        <Form.Group className="col-6 col-md-2" controlId="audit-actor">
          <Form.Label>담당자</Form.Label>
          <Form.Control name="actor" maxLength={50} placeholder="이름" />
        </Form.Group>
        <FilterSelect id="audit-action" name="action" label="작업" labels={AUDIT_ACTION_LABELS} className="col-6 col-md-3" />
        <FilterSelect id="audit-target" name="target" label="대상" labels={AUDIT_TARGET_LABELS} className="col-6 col-md-2" />
        <DateRangeFilter idPrefix="audit" className="col-6 col-md-2" />
        <div className="col-6 col-md-1 d-grid">
          <Button type="submit">검색</Button>
        </div>
      </form>
      <ExportLinks
        className="mb-2 justify-content-end text-end"
        total={data?.total ?? 0}
        max={AUDIT_EXPORT_MAX}
        tooLarge={ADMIN_MESSAGES.auditExportTooLarge}
        links={[{ label: 'CSV 내려받기', href: exportHref }]}
      />
      {loading && !data ? (
        <p role="status">불러오는 중입니다…</p>
      ) : (data?.list ?? []).length === 0 ? (
        <p className="text-secondary">조건에 맞는 기록이 없습니다.</p>
      ) : (
        <ol className={styles.auditList} aria-label="변경 기록">
          {(data?.list ?? []).map((entry) => (
            <AuditEntry key={entry.id} entry={entry} names={data?.names ?? NO_AUDIT_NAMES} />
          ))}
        </ol>
      )}
      {pages > 1 && <Pager page={page} totalPages={pages} onChange={setPage} label="변경 기록" />}
    </section>
  );
}
