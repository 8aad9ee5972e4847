import AttendanceView from '@/features/youth/attendance/AttendanceView';

/** /youth/attendance: QR check-in and check-out at a campaign (issue 27), for selected members. */
export default function AttendancePage() {
  return <AttendanceView />;
}
