/** GET /api/admin/dashboard data. */
export interface DashboardData {
  signups: Array<{ month: string; count: number }>;
  boards: Array<{ board: string; posts: number; comments: number }>;
  members: { total: number; certified: number; active: number };
  campaigns: Array<{ campaign: string; participants: number }>;
}
