import { useState } from 'react';
import { formatWon } from '@nanum/shared/donationRules';
import { zonedParts } from '@nanum/shared/timeZone';
import { useDonationSummary } from './useDonationSummary';
import styles from './donation.module.css';
import { formatNumber } from '@nanum/shared/numberFormat';

/**
 * The yearly summary on the donation-use board (in the spirit of a registered fundraiser's
 * 기부금품 사용명세): what the site recorded as given, by month, as bars and as a table; how each sum
 * was used is told in the board's posts below.
 */
export default function DonationYearSummaryView() {
  const thisYear = zonedParts(new Date()).year;
  const [year, setYear] = useState(thisYear);
  const summary = useDonationSummary(year);
  const highest = Math.max(1, ...(summary?.months.map((month) => month.amount) ?? [1]));
  return (
    <section className={`${styles.card} ${styles.summary}`} aria-labelledby="donation-summary-title">
      <div className={styles.goalHead}>
        <h2 id="donation-summary-title" className={styles.goalTitle}>
          {year}년 후원금 모금 내역
        </h2>
        <label className="d-flex align-items-center gap-2 small">
          연도
          <select className="form-select form-select-sm w-auto" value={year} onChange={(event) => setYear(Number(event.target.value))}>
            {Array.from({ length: 5 }, (_, index) => thisYear - index).map((option) => (
              <option key={option} value={option}>
                {option}년
              </option>
            ))}
          </select>
        </label>
      </div>
      {summary === undefined && <p role="status">불러오는 중입니다…</p>}
      {summary === null && <p className="text-secondary">모금 내역을 불러오지 못했습니다.</p>}
      {summary && (
        <>
          <p className={styles.goalNumbers}>
            <strong>{formatWon(summary.total)}</strong>
            <span>
              {formatNumber(summary.count)}건 · 후원자 {formatNumber(summary.donors)}명
            </span>
          </p>
          <ol className={styles.bars} aria-hidden="true">
            {summary.months.map((month) => (
              <li key={month.month}>
                <span className={styles.bar} style={{ height: `${Math.round((month.amount / highest) * 100)}%` }} />
                <span className={styles.barLabel}>{Number(month.month.slice(5))}월</span>
              </li>
            ))}
          </ol>
          <table className="table table-sm mb-0">
            <caption className="visually-hidden">{year}년 월별 후원금</caption>
            <thead>
              <tr>
                <th scope="col">월</th>
                <th scope="col" className="text-end">
                  건수
                </th>
                <th scope="col" className="text-end">
                  금액
                </th>
              </tr>
            </thead>
            <tbody>
              {summary.months
                .filter((month) => month.count > 0)
                .map((month) => (
                  <tr key={month.month}>
                    <th scope="row">{Number(month.month.slice(5))}월</th>
                    <td className="text-end">{formatNumber(month.count)}</td>
                    <td className="text-end">{formatWon(month.amount)}</td>
                  </tr>
                ))}
              <tr>
                <th scope="row">합계</th>
                <td className="text-end">{formatNumber(summary.count)}</td>
                <td className="text-end fw-bold">{formatWon(summary.total)}</td>
              </tr>
            </tbody>
          </table>
          <p className={styles.small}>결제가 확인된 온라인 후원을 모은 것입니다(환불 제외). 후원금을 어디에 썼는지는 아래 게시글로 알려드립니다.</p>
        </>
      )}
    </section>
  );
}
