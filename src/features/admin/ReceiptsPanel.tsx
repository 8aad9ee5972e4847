import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { formatWon } from '@nanum/shared/donationRules';
import type { DonationReceiptView } from '@nanum/shared/donationViews';
import { formatDateTime } from '@nanum/shared/format';
import { taxFilePath } from '@nanum/shared/donationTaxFile';
import { hasPermission } from '@nanum/shared/permissions';
import { zonedParts } from '@nanum/shared/timeZone';
import { useAppSelector } from '@/store/hooks';
import { useToast } from '@/features/toast/useToast';
import { useBusy } from '@/lib/useBusy';
import { adminCall } from './adminApi';
import { useAdminList } from './useAdminList';
import styles from './admin.module.css';

/**
 * 기부금 영수증 of a year (Korean years): the receipts issued, one per donor who asked for one, each
 * a PDF in the legal form; 영수증 발급 prepares them for every such donor (again after gifts change).
 * Admins also download the year's file for the tax office's 연말정산 간소화 service (it holds the
 * donors' resident registration numbers in clear, so operators do not see the link; the API refuses them too).
 */
export default function ReceiptsPanel() {
  const toast = useToast();
  const admin = hasPermission(useAppSelector((state) => state.user));
  const [year, setYear] = useState(() => String(zonedParts(new Date()).year));
  const issuing = useBusy();
  const { data, loading, setData } = useAdminList<DonationReceiptView[]>('/api/admin/donations/receipts', { year });

  // While the receipts are made, 영수증 발급 stays focusable (aria-disabled) and another submit sends nothing.
  const issue = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void issuing.run(send);
  };

  const send = async () => {
    const answer = await adminCall<DonationReceiptView[]>('POST', '/api/admin/donations/receipts', { year: Number(year) });
    if (!answer.ok) return toast.warning(answer.message);
    toast.done(answer.message);
    setData(answer.data);
  };

  return (
    <section className="mt-4" aria-labelledby="receipts-title">
      <h3 className="h5" id="receipts-title">
        기부금 영수증
      </h3>
      <form className="row g-2 align-items-end mb-3" onSubmit={issue} aria-label="기부금 영수증 발급">
        <Form.Group className="col-6 col-md-2" controlId="receipt-year">
          <Form.Label>연도</Form.Label>
          <Form.Control type="number" min={2000} max={2100} value={year} onChange={(event) => setYear(event.target.value)} />
        </Form.Group>
        <div className="col-6 col-md-3 d-grid">
          <Button type="submit" {...issuing.props}>
            영수증 발급
          </Button>
        </div>
        {admin && (
          <div className="col-12 col-md-4 d-grid">
            <a className="btn btn-outline-secondary" href={taxFilePath(year)} download>
              연말정산 간소화 자료 내려받기
            </a>
          </div>
        )}
        <p className="col-12 small text-secondary mb-0">영수증을 신청한 후원자마다 그해 결제된 후원을 모두 담아 한 장씩 만듭니다. 주민등록번호는 뒷자리를 가려 표시합니다.</p>
        {admin && <p className="col-12 small text-secondary mb-0">연말정산 간소화 자료는 국세청 제출용 엑셀 파일로, 주민등록번호가 그대로 들어 있습니다. 제출한 뒤에는 파일을 지워주세요. 내려받은 기록이 남습니다.</p>}
      </form>
      {loading && !data ? (
        <p role="status">불러오는 중입니다…</p>
      ) : (data ?? []).length === 0 ? (
        <p className="text-secondary">{year}년에 발급한 영수증이 없습니다.</p>
      ) : (
        <Table responsive className={`align-middle ${styles.stacked}`}>
          <thead>
            <tr>
              <th scope="col">후원자</th>
              <th scope="col">합계</th>
              <th scope="col">일련번호</th>
              <th scope="col">영수증</th>
            </tr>
          </thead>
          <tbody>
            {(data ?? []).map((receipt) => (
              <tr key={receipt.number}>
                <td data-label="후원자">
                  <div className="fw-semibold">{receipt.donorName}</div>
                  <div className="small text-secondary">
                    {receipt.donorEmail} · {receipt.rrnMasked ?? '주민등록번호 없음'}
                  </div>
                </td>
                <td data-label="합계" className="text-nowrap">
                  {formatWon(receipt.total)} <span className="small text-secondary">({receipt.count}건)</span>
                </td>
                <td data-label="일련번호" className="small">
                  {receipt.number}
                  <div className="text-secondary">{formatDateTime(receipt.issuedAt)}</div>
                </td>
                <td data-label="영수증">
                  <a href={receipt.path} target="_blank" rel="noopener" className="btn btn-sm btn-outline-secondary" aria-label={`${receipt.donorName} ${receipt.number} PDF 열기`}>
                    PDF 열기
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
