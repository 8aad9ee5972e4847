import type { AttendanceValues } from '@nanum/shared/attendanceViews';
import { formatDateTime } from '@nanum/shared/format';
import { formatHours } from '@nanum/shared/youthText';

/** Minutes served as people read them: "1시간 35분 (95분)", or a dash before check-out. */
export const servedText = (minutes: number | null | undefined): string => (minutes === null || minutes === undefined ? '-' : `${formatHours(minutes)} (${minutes}분)`);

/** A check-in or check-out time in Korean time ("2026-11-26 09:00"), or a dash. */
export const timeText = (iso: string | null | undefined): string => (iso ? formatDateTime(iso) : '-');

/** The Korean clock time of an ISO time ("09:05"), or a dash. */
export const clockText = (iso: string | null | undefined): string => (iso ? formatDateTime(iso).slice(11) : '-');

/** Where a participant stands today: 입실 전, 활동 중, 퇴실. */
export function attendanceState(attendance: AttendanceValues | null): { label: string; tone: 'waiting' | 'in' | 'out' } {
  if (!attendance) return { label: '입실 전', tone: 'waiting' };
  return attendance.checkOutAt ? { label: '퇴실', tone: 'out' } : { label: '활동 중', tone: 'in' };
}
