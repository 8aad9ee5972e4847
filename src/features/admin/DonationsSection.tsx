import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import type { Paged } from '@nanum/shared/adminViews';
import { DONATION_MESSAGES } from '@nanum/shared/donationMessages';
import { DONATION_EXPORT_MAX, DONATION_METHOD_LABELS, DONATION_STATE_LABELS, formatWon, type DonationState } from '@nanum/shared/donationRules';
import type { AdminDonationTotals, AdminDonationView } from '@nanum/shared/donationViews';
import { formatDateTime } from '@nanum/shared/format';
import Pager from '@/features/pager/Pager';
import ReceiptsPanel from './ReceiptsPanel';
import ExportLinks from './ExportLinks';
import RefundDialog from './RefundDialog';
import { pageCountOf } from './AdminPager';
import { DateRangeFilter, FilterSelect, useFilteredAdminList } from './filteredList';
import styles from './admin.module.css';

const FILTER_NAMES = ['state', 'method', 'from', 'to', 'q'] as const;
const STATE_BADGES: Record<DonationState, string> = { pending: 'secondary', paid: 'success', failed: 'warning', refunded: 'danger' };

/**
 * 후원 내역 (OPERATOR): every gift with its state (paid, pending, failed, refunded), filters by state,
 * method, period (Korean days) and donor, the totals of what the filters match, a CSV or .xlsx of them, and
 * a refund through the gateway with a written reason (both audited by the API).
 */
export default function DonationsSection() {
  const [refunding, setRefunding] = useState<AdminDonationView | null>(null);
  const { data, loading, reload, page, setPage, apply, exportHref } = useFilteredAdminList<Paged<AdminDonationView> & { totals: AdminDonationTotals }>('/api/admin/donations', FILTER_NAMES);

  return (
    <section className={styles.panel} aria-labelledby="donations-title">
      <h2 className={styles.panelTitle} id="donations-title">
        후원 내역 <span className="text-secondary small">({data?.total ?? 0}건)</span>
      </h2>
      <form className="row g-2 align-items-end mb-3" onSubmit={apply} aria-label="후원 내역 검색">
        <FilterSelect id="donation-state" name="state" label="상태" labels={DONATION_STATE_LABELS} className="col-6 col-md-2" />
        <FilterSelect id="donation-method" name="method" label="결제 수단" labels={DONATION_METHOD_LABELS} className="col-6 col-md-2" />
        <DateRangeFilter idPrefix="donation" className="col-6 col-md-2" />
        <Form.Group className="col-8 col-md-3" controlId="donation-q">
          <Form.Label>후원자</Form.Label>
          <Form.Control name="q" maxLength={50} placeholder="이름, 이메일 또는 결제 번호" />
        </Form.Group>
        <div className="col-4 col-md-1 d-grid">
          <Button type="submit">검색</Button>
        </div>
      </form>
      <div className="d-flex flex-wrap gap-3 align-items-center justify-content-between mb-2">
        <p className="mb-0" aria-live="polite">
          후원 완료 <strong>{data?.totals.paidCount ?? 0}건 · {formatWon(data?.totals.paidAmount ?? 0)}</strong>
          <span className="text-secondary"> / 환불 {formatWon(data?.totals.refundedAmount ?? 0)}</span>
        </p>
        <ExportLinks
          className="mb-0"
          total={data?.total ?? 0}
          max={DONATION_EXPORT_MAX}
          tooLarge={DONATION_MESSAGES.exportTooLarge}
          links={[
            { label: 'CSV 내려받기', href: exportHref },
            { label: 'xlsx 내려받기', href: `${exportHref}&format=xlsx` },
          ]}
        />
      </div>
      {loading && !data ? (
        <p role="status">불러오는 중입니다…</p>
      ) : (data?.list ?? []).length === 0 ? (
        <p className="text-secondary">조건에 맞는 후원이 없습니다.</p>
      ) : (
        <Table responsive className={`align-middle ${styles.stacked}`}>
          <thead>
            <tr>
              <th scope="col">후원자</th>
              <th scope="col">금액</th>
              <th scope="col">상태</th>
              <th scope="col">신청 · 결제</th>
              <th scope="col">관리</th>
            </tr>
          </thead>
          <tbody>
            {(data?.list ?? []).map((row) => (
              <tr key={row.id}>
                <td data-label="후원자">
                  <div className="fw-semibold">{row.donorName}</div>
                  <div className="small text-secondary">
                    {row.donorEmail} · {row.donorPhone}
                    {row.userId !== null && ' · 회원'}
                  </div>
                  {row.receiptWanted && <div className="small">영수증 신청 · {row.rrnMasked ?? '주민등록번호 삭제됨'}</div>}
                </td>
                <td data-label="금액" className="text-nowrap">
                  {formatWon(row.amount)}
                  <div className="small text-secondary">{DONATION_METHOD_LABELS[row.method]}</div>
                </td>
                <td data-label="상태">
                  <Badge bg={STATE_BADGES[row.state]} text={row.state === 'failed' ? 'dark' : undefined}>
                    {DONATION_STATE_LABELS[row.state]}
                  </Badge>
                  {row.note && <div className="small text-secondary">{row.note}</div>}
                </td>
                <td data-label="신청 · 결제" className="small text-nowrap">
                  <div>{formatDateTime(row.createdAt)}</div>
                  {row.paidAt && <div className="text-secondary">결제 {formatDateTime(row.paidAt)}</div>}
                  {row.refundedAt && <div className="text-secondary">환불 {formatDateTime(row.refundedAt)}</div>}
                </td>
                <td data-label="관리">
                  {row.state === 'paid' ? (
                    <Button size="sm" variant="outline-danger" aria-label={`${row.donorName} ${formatWon(row.amount)} 환불`} onClick={() => setRefunding(row)}>
                      환불
                    </Button>
                  ) : (
                    <span className="small text-secondary">-</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {pageCountOf(data) > 1 && <Pager page={page} totalPages={pageCountOf(data)} onChange={setPage} label="후원 내역" />}
      <ReceiptsPanel />
      {refunding && (
        <RefundDialog
          donation={refunding}
          onClose={() => setRefunding(null)}
          onDone={() => {
            setRefunding(null);
            reload();
          }}
        />
      )}
    </section>
  );
}
