import { csvDocument } from '@nanum/shared/csv';
import { siteToday } from '@nanum/shared/timeZone';
import { exportCells, VOLUNTEER_EXPORT_COLUMNS, type ExportFormat, type VolunteerExportRow } from '@nanum/shared/volunteerExport';
import { countedMinutes, DEFAULT_DAILY_CAP_MINUTES } from '@nanum/shared/volunteerHours';
import { PARTICIPATION_STATUS_LABELS } from '@nanum/shared/youthRules';
import type { Db } from '../../db/knex';
import { writeWorkbook } from '../../exports/workbook';
import { recordChange, type Actor } from '../admin/audit.service';
import { findExportRecords, findServedRecords, type ExportScope } from './volunteerExport.repo';

/** A written export: its bytes, type and file name. */
export interface ExportFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

/** The rows of a scope with each one's minutes after the daily cap, counted over the member's whole record. */
export async function exportRows(db: Db, scope: ExportScope, dailyCapMinutes: number = DEFAULT_DAILY_CAP_MINUTES): Promise<VolunteerExportRow[]> {
  const records = await findExportRecords(db, scope);
  const served = await findServedRecords(db, [...new Set(records.map((record) => record.userId))]);
  const countedById = new Map<number, number>();
  const byUser = new Map<number, typeof served>();
  for (const record of served) byUser.set(record.userId, [...(byUser.get(record.userId) ?? []), record]);
  for (const records of byUser.values()) {
    const counted = countedMinutes(records, dailyCapMinutes);
    records.forEach((record, index) => countedById.set(record.id, counted[index] ?? 0));
  }
  return records.map(({ participationId, userId: _userId, ...row }) => ({ ...row, countedMinutes: countedById.get(participationId) ?? 0 }));
}

/** 'YYYY-MM-DD' as a date cell (midnight UTC, which Excel shows as that calendar day). */
const dateCell = (date: string | null): Date | null => (date ? new Date(`${date}T00:00:00Z`) : null);
const DATE_KEYS = new Set(['birthday', 'startDate', 'endDate']);

/** The .xlsx: one sheet, the header bold and frozen, dates as dates, minutes as numbers, text as text. */
export function exportWorkbook(rows: readonly VolunteerExportRow[]): Promise<Buffer> {
  const columns = VOLUNTEER_EXPORT_COLUMNS.map(({ header, key, width }) => ({ header, key, width, ...(DATE_KEYS.has(key) ? { numFmt: 'yyyy-mm-dd' } : {}) }));
  const cells = rows.map((row) => ({
    ...row,
    birthday: dateCell(row.birthday),
    startDate: dateCell(row.startDate),
    endDate: dateCell(row.endDate),
    startTime: row.startTime ?? '',
    endTime: row.endTime ?? '',
    phone: row.phone ?? '',
    cohort: row.cohort > 0 ? row.cohort : '',
    teamName: row.teamName ?? '',
    status: PARTICIPATION_STATUS_LABELS[row.status],
  }));
  return writeWorkbook([{ name: '봉사실적', columns, rows: cells }]);
}

/** The CSV: UTF-8 with a BOM so Excel reads Korean, every cell as text. */
export const exportCsv = (rows: readonly VolunteerExportRow[]): Buffer =>
  Buffer.from(csvDocument(VOLUNTEER_EXPORT_COLUMNS.map((column) => column.header), rows.map(exportCells)), 'utf8');

/**
 * Writes the export of a scope in a format and records it in the audit log (who exported whose
 * personal data, when, how many rows); the log keeps counts, never the rows.
 */
export async function writeExport(
  db: Db,
  actor: Actor,
  target: { type: 'campaign' | 'member' | 'cohort'; id: number | null; label: string; filters?: Record<string, number | undefined> },
  scope: ExportScope,
  format: ExportFormat,
  dailyCapMinutes?: number,
): Promise<ExportFile> {
  const rows = await exportRows(db, scope, dailyCapMinutes);
  const body = format === 'xlsx' ? await exportWorkbook(rows) : exportCsv(rows);
  await recordChange(db, actor, { action: 'participation.export', targetType: target.type, targetId: target.id, before: null, after: { format, rows: rows.length, ...target.filters } });
  return {
    body,
    contentType: format === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8',
    fileName: `volunteer-${target.label}-${siteToday()}.${format}`,
  };
}
