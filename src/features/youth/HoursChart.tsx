import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { formatHours, minutesToHours } from '@nanum/shared/youthRules';

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip);

export interface HoursChartProps {
  monthly: { month: string; minutes: number }[];
  /** Describes the chart for screen readers (the canvas itself has no text). */
  label: string;
}

/** Credited hours per month as a bar chart. Loaded only on the ability page (next/dynamic). */
export default function HoursChart({ monthly, label }: HoursChartProps) {
  return (
    <Bar
      role="img"
      aria-label={label}
      data={{
        labels: monthly.map((entry) => entry.month),
        datasets: [{ label: '봉사 시간', data: monthly.map((entry) => minutesToHours(entry.minutes)), backgroundColor: '#0f6b63', borderRadius: 6, maxBarThickness: 36 }],
      }}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          legend: { display: false },
          tooltip: { callbacks: { label: (item) => formatHours(Number(item.raw) * 60) } },
        },
        scales: {
          y: { beginAtZero: true, ticks: { callback: (value) => `${value}시간` } },
          x: { grid: { display: false } },
        },
      }}
    />
  );
}
