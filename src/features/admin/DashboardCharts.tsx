import type { DashboardView } from '@nanum/shared/adminViews';
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import styles from './admin.module.css';

ChartJS.register(CategoryScale, LinearScale, BarElement, LineElement, PointElement, Tooltip, Legend);

const BLUE = '#2f6fdb';
const GREEN = '#1f9d74';
const ORANGE = '#e8893a';

/** The dashboard charts (chart.js); loaded with next/dynamic, so only the dashboard downloads them. */
export default function DashboardCharts({ data }: { data: DashboardView }) {
  // Counts are whole numbers from zero; no animation, so the figures are readable at once (and in
  // screenshots). The sign-up line is straight from month to month: a curve would draw counts
  // between the months (and below zero after a month without sign-ups) that never were.
  const options = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false as const,
    plugins: { legend: { position: 'bottom' as const } },
    scales: { x: { ticks: { precision: 0 } }, y: { beginAtZero: true, ticks: { precision: 0 } } },
  };
  return (
    <div className="row g-3">
      <section className="col-xl-6" aria-labelledby="chart-signups">
        <div className={styles.panel}>
          <h2 className={styles.panelTitle} id="chart-signups">
            월별 가입자
          </h2>
          <div className={styles.chart} role="img" aria-label={data.signups.map((item) => `${item.month} ${item.count}명`).join(', ')}>
            <Line data={{ labels: data.signups.map((item) => item.month), datasets: [{ label: '가입자', data: data.signups.map((item) => item.count), borderColor: BLUE, backgroundColor: BLUE, tension: 0 }] }} options={options} />
          </div>
        </div>
      </section>
      <section className="col-xl-6" aria-labelledby="chart-boards">
        <div className={styles.panel}>
          <h2 className={styles.panelTitle} id="chart-boards">
            게시판별 글과 댓글
          </h2>
          <div className={styles.chart} role="img" aria-label={data.boards.map((item) => `${item.board} 글 ${item.posts} 댓글 ${item.comments}`).join(', ')}>
            <Bar
              data={{
                labels: data.boards.map((item) => item.board),
                datasets: [
                  { label: '글', data: data.boards.map((item) => item.posts), backgroundColor: BLUE },
                  { label: '댓글', data: data.boards.map((item) => item.comments), backgroundColor: GREEN },
                ],
              }}
              options={options}
            />
          </div>
        </div>
      </section>
      <section className="col-12" aria-labelledby="chart-campaigns">
        <div className={styles.panel}>
          <h2 className={styles.panelTitle} id="chart-campaigns">
            캠페인 참여 인원
          </h2>
          <div className={styles.chart} role="img" aria-label={data.campaigns.map((item) => `${item.campaign} ${item.participants}명`).join(', ')}>
            <Bar data={{ labels: data.campaigns.map((item) => item.campaign), datasets: [{ label: '참여 승인', data: data.campaigns.map((item) => item.participants), backgroundColor: ORANGE }] }} options={{ ...options, indexAxis: 'y' as const }} />
          </div>
        </div>
      </section>
    </div>
  );
}
