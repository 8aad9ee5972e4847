/** Calls of QR attendance (issue 27): the member's page and the operator's screen. */
import type { AttendanceCorrectionInput, CheckInInput } from '@nanum/shared/attendanceSchemas';
import type { AttendanceCheckResult, AttendanceCode, AttendanceValues, MyAttendance, OperatorAttendance } from '@nanum/shared/attendanceViews';
import { call } from '@/lib/apiCall';

export const fetchMyAttendance = () => call<MyAttendance[]>('GET', '/api/youth/attendance');
export const fetchMyCode = (participationId: number) => call<AttendanceCode>('GET', `/api/youth/attendance/${participationId}/code`);
export const checkIn = (input: CheckInInput) => call<AttendanceCheckResult>('POST', '/api/youth/attendance/check', input);

export const fetchOperatorAttendance = (campaignId: number) => call<OperatorAttendance>('GET', `/api/youth/campaigns/${campaignId}/attendance`);
export const fetchCampaignCode = (campaignId: number) => call<AttendanceCode>('GET', `/api/youth/campaigns/${campaignId}/attendance/code`);
export const scanMemberCode = (campaignId: number, token: string) => call<AttendanceCheckResult>('POST', `/api/youth/campaigns/${campaignId}/attendance/scan`, { token });
export const correctAttendance = (participationId: number, input: AttendanceCorrectionInput) => call<AttendanceValues>('PUT', `/api/youth/attendance/${participationId}`, input);
