/** Calls of QR attendance (issue 27): the member's page and the operator's screen. */
import type { AttendanceCorrectionInput, CheckInInput } from '@nanum/shared/attendanceSchemas';
import type { AttendanceCheckResult, AttendanceCode, AttendanceValues, MyAttendance, OperatorAttendance } from '@nanum/shared/attendanceViews';
import { call } from '../youthApi';

export const fetchMyAttendance = () => call<MyAttendance[]>('/api/youth/attendance');
export const fetchMyCode = (participationId: number) => call<AttendanceCode>(`/api/youth/attendance/${participationId}/code`);
export const checkIn = (input: CheckInInput) => call<AttendanceCheckResult>('/api/youth/attendance/check', 'POST', input);

export const fetchOperatorAttendance = (campaignId: number) => call<OperatorAttendance>(`/api/youth/campaigns/${campaignId}/attendance`);
export const fetchCampaignCode = (campaignId: number) => call<AttendanceCode>(`/api/youth/campaigns/${campaignId}/attendance/code`);
export const scanMemberCode = (campaignId: number, token: string) => call<AttendanceCheckResult>(`/api/youth/campaigns/${campaignId}/attendance/scan`, 'POST', { token });
export const correctAttendance = (participationId: number, input: AttendanceCorrectionInput) => call<AttendanceValues>(`/api/youth/attendance/${participationId}`, 'PUT', input);
