/** Answer shapes of QR attendance (issue 27), as the API sends them. Pure types. */
import type { ParticipationStatus } from './youthRules';

/** A participation's attendance: raw times (ISO, UTC) and minutes served, and the last correction. */
export interface AttendanceValues {
  checkInAt: string;
  checkOutAt: string | null;
  minutesServed: number | null;
  /** Whether an operator scanned the member's own QR (rather than the member the campaign's). */
  scannedByOperator: boolean;
  correctedAt: string | null;
  correctionReason: string | null;
}

/** One participant on the operator's attendance screen. */
export interface AttendanceRosterEntry {
  participationId: number;
  userId: number;
  userName: string;
  teamName: string | null;
  status: ParticipationStatus;
  attendance: AttendanceValues | null;
}

/** A rotating code: the QR text, the short code typed instead, when to show the next one and when it stops working. */
export interface AttendanceCode {
  token: string;
  /** The 6-digit short code (the campaign's only; null for a member's own code). */
  code: string | null;
  refreshAt: string;
  expiresAt: string;
}

/** GET /api/youth/campaigns/{id}/attendance: the operator's screen. */
export interface OperatorAttendance {
  campaign: { id: number; name: string; place: string; startDate: string; endDate: string; isToday: boolean };
  code: AttendanceCode;
  roster: AttendanceRosterEntry[];
}

/** GET /api/youth/attendance: one of the member's own participations that may have attendance. */
export interface MyAttendance {
  participationId: number;
  campaignId: number;
  campaignName: string;
  place: string;
  startDate: string;
  endDate: string;
  status: ParticipationStatus;
  /** Whether today is one of its days (check-in open while selected). */
  isToday: boolean;
  attendance: AttendanceValues | null;
}

/** POST /api/youth/attendance/check and POST /api/youth/campaigns/{id}/attendance/scan. */
export interface AttendanceCheckResult {
  outcome: 'checkIn' | 'checkOut' | 'repeat';
  userName: string;
  campaignName: string;
  attendance: AttendanceValues;
}

/** Payload of the socket event attendanceUpdate: one participant's attendance changed. */
export interface AttendanceUpdatePayload {
  campaignId: number;
  entry: AttendanceRosterEntry;
}
