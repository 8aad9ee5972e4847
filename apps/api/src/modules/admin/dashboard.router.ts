import type { DashboardView } from '@nanum/shared/adminViews';
import { Router } from 'express';
import { listArchives } from '../../backup/backupFiles';
import type { Db } from '../../db/knex';
import { route } from '../../http/route';
import { requireAdminArea } from './adminAccess';
import { activityPerBoard, campaignParticipation, memberCounts, signupsPerMonth } from './dashboard.repo';

const MONTHS = 12;
const ACTIVE_DAYS = 30;
const CAMPAIGNS = 8;

/**
 * GET /api/admin/dashboard (OPERATOR or DIVISION) -> { status, data: { signups, boards, members, campaigns } }:
 * sign-ups per month for the last 12 months of the Korean calendar, posts and comments per board, members (total,
 * verified, logged in within 30 days), approved participants of the latest 8 campaigns and the newest backup
 * in BACKUP_DIR (time and size).
 */
export function dashboardRouter(db: Db, backupDir: string): Router {
  const router = Router();
  router.get(
    '/admin/dashboard',
    route({ auth: requireAdminArea }, async ({ res }) => {
      const now = new Date();
      const [signups, boards, members, campaigns, [latest]] = await Promise.all([
        signupsPerMonth(db, now, MONTHS),
        activityPerBoard(db),
        memberCounts(db, new Date(now.getTime() - ACTIVE_DAYS * 86_400_000)),
        campaignParticipation(db, CAMPAIGNS),
        listArchives(backupDir),
      ]);
      res.set('Cache-Control', 'no-store');
      const data: DashboardView = { signups, boards, members, campaigns, backup: latest ? { at: latest.at, size: latest.size } : null };
      return { status: 200, data };
    }),
  );
  return router;
}
