// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardView } from '@nanum/shared/adminViews';
import { fakeApi } from '@/test/fakeApi';
import { renderWithStore } from '@/test/renderWithStore';
import DashboardSection from './DashboardSection';
import styles from './admin.module.css';

// The charts load chart.js on demand; this test is about the figures around them.
vi.mock('./DashboardCharts', () => ({ default: () => null }));

const figures = (backup: DashboardView['backup']): DashboardView => ({
  signups: [],
  boards: [{ board: '공지사항', posts: 12, comments: 3 }],
  members: { total: 40, certified: 31, active: 9 },
  campaigns: [],
  backup,
});

function openDashboard(backup: DashboardView['backup']) {
  fakeApi({ 'GET /api/admin/dashboard': () => ({ body: { status: 200, data: figures(backup) } }) });
  return renderWithStore(<DashboardSection />);
}

describe('the dashboard’s last backup', () => {
  it('shows when the newest archive was written, in Korean time, and its size', async () => {
    openDashboard({ at: '2026-11-25T18:30:00.000Z', size: 5 * 1024 * 1024 + 300 * 1024 });
    expect(await screen.findByText('2026-11-26 03:30 (5.3 MB)')).toBeDefined();
    expect(screen.getByText(/마지막 백업/)).toBeDefined();
  });

  it('writes the line in the darker grey that reads on the shell’s background, not Bootstrap’s secondary', async () => {
    openDashboard(null);
    const line = (await screen.findByText(/마지막 백업/)).closest('p');
    expect(line?.classList.contains('text-secondary')).toBe(false);
    expect(line?.classList.contains(styles.onShellMuted ?? '')).toBe(true);
  });

  it('says there is none yet', async () => {
    openDashboard(null);
    expect(await screen.findByText('아직 백업이 없습니다')).toBeDefined();
  });
});
