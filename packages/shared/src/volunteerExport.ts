/**
 * Operators' exports of served volunteer time (issue 27), per campaign, per member and per cohort
 * (기수, team or division), as .xlsx and CSV, with the columns a 1365 자원봉사포털 bulk result
 * registration asks for (docs/VOLUNTEER-EXPORT.md maps them; a centre's template may differ).
 */
import { z } from 'zod';
import { UNKNOWN_ERROR_MESSAGE } from './messages';
import { PARTICIPATION_STATUS_LABELS, type ParticipationStatus } from './youthRules';

/** The formats an export is written in. */
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The states an export lists: time served and confirmed (attended) or credited (approved). */
export const EXPORTED_STATUSES: readonly ParticipationStatus[] = ['attended', 'approved'];

/** One exported row: a member's served time in one campaign. */
export interface VolunteerExportRow {
  name: string;
  /** YYYY-MM-DD, or null when the member never gave it. */
  birthday: string | null;
  phone: string | null;
  activityName: string;
  place: string;
  startDate: string;
  endDate: string;
  /** 'HH:MM' Korean time, or null (the campaign has dates only). */
  startTime: string | null;
  endTime: string | null;
  /** As confirmed, exactly. */
  servedMinutes: number;
  /** After the daily cap (volunteerHours.ts). */
  countedMinutes: number;
  cohort: number;
  teamName: string | null;
  status: ParticipationStatus;
}

/** The columns, in order: the 1365 ones first, then ours (cohort, team, state, counted minutes). */
export const VOLUNTEER_EXPORT_COLUMNS = [
  { key: 'name', header: '성명', width: 10 },
  { key: 'birthday', header: '생년월일', width: 12 },
  { key: 'phone', header: '휴대전화', width: 15 },
  { key: 'activityName', header: '활동명', width: 28 },
  { key: 'place', header: '활동장소', width: 24 },
  { key: 'startDate', header: '활동일', width: 12 },
  { key: 'startTime', header: '시작시간', width: 9 },
  { key: 'endTime', header: '종료시간', width: 9 },
  { key: 'servedMinutes', header: '봉사시간(분)', width: 12 },
  { key: 'endDate', header: '활동 종료일', width: 12 },
  { key: 'countedMinutes', header: '인정시간(분, 1일 한도 적용)', width: 16 },
  { key: 'cohort', header: '기수', width: 6 },
  { key: 'teamName', header: '팀', width: 14 },
  { key: 'status', header: '상태', width: 10 },
] as const;
export type VolunteerExportKey = (typeof VOLUNTEER_EXPORT_COLUMNS)[number]['key'];

/** A row's cells as text (the CSV; the .xlsx keeps dates as dates and minutes as numbers). */
export function exportCells(row: VolunteerExportRow): string[] {
  const text: Record<VolunteerExportKey, string> = {
    name: row.name,
    birthday: row.birthday ?? '',
    phone: row.phone ?? '',
    activityName: row.activityName,
    place: row.place,
    startDate: row.startDate,
    startTime: row.startTime ?? '',
    endTime: row.endTime ?? '',
    servedMinutes: String(row.servedMinutes),
    endDate: row.endDate,
    countedMinutes: String(row.countedMinutes),
    cohort: row.cohort > 0 ? String(row.cohort) : '',
    teamName: row.teamName ?? '',
    status: PARTICIPATION_STATUS_LABELS[row.status],
  };
  return VOLUNTEER_EXPORT_COLUMNS.map((column) => text[column.key]);
}

export const EXPORT_MESSAGES = {
  cohortScopeRequired: '기수, 팀 또는 본부 중 하나를 선택해주세요.',
  formatInvalid: '내려받을 형식(xlsx 또는 csv)을 선택해주세요.',
} as const;

const formatSchema = z.enum(EXPORT_FORMATS, { error: EXPORT_MESSAGES.formatInvalid }).default('xlsx');
const idText = z.string({ error: UNKNOWN_ERROR_MESSAGE }).regex(/^\d{1,10}$/, UNKNOWN_ERROR_MESSAGE).transform(Number);

/** ?format= of a campaign's or a member's export. */
export const exportFormatQuerySchema = z.object({ format: formatSchema }, { error: UNKNOWN_ERROR_MESSAGE });

/** ?cardinal=&teamId=&divisionId=&format=: a cohort's export (at least one of the three; together they narrow). */
export const cohortExportQuerySchema = z
  .object(
    {
      cardinal: idText.optional(),
      teamId: idText.optional(),
      divisionId: idText.optional(),
      format: formatSchema,
    },
    { error: UNKNOWN_ERROR_MESSAGE },
  )
  .refine((query) => query.cardinal !== undefined || query.teamId !== undefined || query.divisionId !== undefined, { message: EXPORT_MESSAGES.cohortScopeRequired });
export type CohortExportQuery = z.infer<typeof cohortExportQuerySchema>;

/** The address of an export (the admin area's download links). */
export function exportPath(target: { campaignId: number } | { userId: number } | { cardinal?: number; teamId?: number; divisionId?: number }, format: ExportFormat): string {
  if ('campaignId' in target) return `/api/youth/exports/campaigns/${target.campaignId}?format=${format}`;
  if ('userId' in target) return `/api/youth/exports/members/${target.userId}?format=${format}`;
  const query = new URLSearchParams();
  for (const key of ['cardinal', 'teamId', 'divisionId'] as const) if (target[key] !== undefined) query.set(key, String(target[key]));
  query.set('format', format);
  return `/api/youth/exports/cohort?${query.toString()}`;
}
