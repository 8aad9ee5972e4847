import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { AttendanceCorrectionInput } from '@nanum/shared/attendanceSchemas';
import type { AttendanceRosterEntry, OperatorAttendance } from '@nanum/shared/attendanceViews';
import { useToast } from '@/features/toast/useToast';
import { onAttendanceUpdate } from '@/lib/socket';
import { useAppSelector } from '@/store/hooks';
import { campaignDates } from '@nanum/shared/youthText';
import { correctAttendance, fetchCampaignCode, fetchOperatorAttendance, scanMemberCode } from './attendanceApi';
import QrCodeImage from './QrCodeImage';
import RosterTable from './RosterTable';
import { useRotatingCode } from './useRotatingCode';
import styles from './attendance.module.css';

const QrScanner = dynamic(() => import('./QrScanner'), { ssr: false, loading: () => <p role="status">카메라를 준비하는 중입니다…</p> });
const CorrectionModal = dynamic(() => import('./CorrectionModal'), { ssr: false });

/** How long a changed row stays highlighted. */
const FRESH_MS = 2500;

/** The campaign's rotating QR and short code; then the operator's own camera for members' codes. */
function CodeCard({ data }: { data: OperatorAttendance }) {
  const load = useCallback(() => fetchCampaignCode(data.campaign.id), [data.campaign.id]);
  const { code, message } = useRotatingCode(load, data.code);
  const short = code?.code ?? '';
  return (
    <section className={`${styles.panel} ${styles.codeCard}`} aria-labelledby="attendance-code-title">
      <h2 id="attendance-code-title" className={styles.panelTitle}>
        출석 QR 코드
      </h2>
      {!data.campaign.isToday && (
        <Alert variant="warning" className="text-start">
          오늘은 이 캠페인의 활동일이 아닙니다. 활동일({campaignDates(data.campaign)})에만 출석할 수 있습니다.
        </Alert>
      )}
      {message ? (
        <Alert variant="danger">{message}</Alert>
      ) : (
        code && (
          <>
            <QrCodeImage text={code.token} label={`${data.campaign.name} 출석 QR 코드`} size={260} />
            <p className="small text-secondary mb-0 mt-2">참여자가 사이트의 출석 체크 화면(/youth/attendance)에서 스캔합니다. 30초마다 바뀝니다.</p>
            <p className={styles.shortCode} aria-label={`6자리 출석 코드 ${short.split('').join(' ')}`}>
              {`${short.slice(0, 3)} ${short.slice(3)}`}
            </p>
            <p className="small text-secondary mb-0">카메라를 쓸 수 없는 참여자는 이 6자리 코드를 입력합니다.</p>
          </>
        )
      )}
    </section>
  );
}

/**
 * The operator's attendance screen of one campaign: its rotating QR, who checked in and out (live,
 * through attendanceUpdate), the operator's camera to read a member's own QR, and corrections.
 */
export default function OperatorBoard({ campaignId }: { campaignId: number }) {
  const toast = useToast();
  const viewerId = useAppSelector((state) => state.user?.id ?? null);
  const [data, setData] = useState<OperatorAttendance | { message: string } | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const [scanning, setScanning] = useState(false);
  const [correcting, setCorrecting] = useState<AttendanceRosterEntry | null>(null);

  useEffect(() => {
    let live = true;
    void fetchOperatorAttendance(campaignId).then((outcome) => {
      if (live) setData(outcome.ok ? outcome.data : { message: outcome.message });
    });
    return () => {
      live = false;
    };
  }, [campaignId]);

  /** Puts a participant's new values in the roster and highlights the row for a moment. */
  const applyEntry = useCallback((entry: AttendanceRosterEntry) => {
    setData((current) => {
      if (!current || 'message' in current) return current;
      const known = current.roster.some((row) => row.participationId === entry.participationId);
      return { ...current, roster: known ? current.roster.map((row) => (row.participationId === entry.participationId ? entry : row)) : [...current.roster, entry] };
    });
    setFresh((current) => new Set([...current, entry.participationId]));
    setTimeout(() => setFresh((current) => new Set([...current].filter((id) => id !== entry.participationId))), FRESH_MS);
  }, []);

  // The screen stays on while it shows the code (where the browser lets a page keep it on).
  useEffect(() => {
    let lock: { release(): Promise<void> } | null = null;
    let live = true;
    const keepOn = () => {
      if (document.visibilityState !== 'visible') return;
      void (navigator as { wakeLock?: { request(type: 'screen'): Promise<{ release(): Promise<void> }> } }).wakeLock
        ?.request('screen')
        .then((sentinel) => {
          if (live) lock = sentinel;
          else void sentinel.release();
        })
        .catch(() => undefined);
    };
    keepOn();
    document.addEventListener('visibilitychange', keepOn);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', keepOn);
      void lock?.release().catch(() => undefined);
    };
  }, []);

  useEffect(
    () =>
      onAttendanceUpdate((payload) => {
        if (payload.campaignId === campaignId) applyEntry(payload.entry);
      }),
    [campaignId, applyEntry],
  );

  if (!data) return <p role="status">출석 화면을 불러오는 중입니다…</p>;
  if ('message' in data) return <Alert variant="danger">{data.message}</Alert>;

  const checkedIn = data.roster.filter((entry) => entry.attendance && !entry.attendance.checkOutAt).length;
  const checkedOut = data.roster.filter((entry) => entry.attendance?.checkOutAt).length;

  const scanned = async (token: string) => {
    setScanning(false);
    const outcome = await scanMemberCode(campaignId, token);
    if (outcome.ok) toast.done(outcome.message);
    else toast.warning(outcome.message);
  };

  const submitCorrection = async (input: AttendanceCorrectionInput): Promise<string | null> => {
    if (!correcting) return null;
    const outcome = await correctAttendance(correcting.participationId, input);
    if (!outcome.ok) return outcome.message;
    applyEntry({ ...correcting, attendance: outcome.data });
    setCorrecting(null);
    toast.done(outcome.message);
    return null;
  };

  return (
    <div className={styles.board}>
      <CodeCard data={data} />
      <section className={styles.panel} aria-labelledby="attendance-roster-title">
        <h2 id="attendance-roster-title" className={styles.panelTitle}>
          {data.campaign.name} 출석 현황
        </h2>
        <p className="text-secondary small">
          {campaignDates(data.campaign)}
          {data.campaign.place && ` · ${data.campaign.place}`}
        </p>
        <div className={styles.counts} aria-live="polite">
          <p className={styles.count}>
            <strong>{data.roster.length}</strong>선발
          </p>
          <p className={styles.count}>
            <strong>{checkedIn}</strong>활동 중
          </p>
          <p className={styles.count}>
            <strong>{checkedOut}</strong>퇴실
          </p>
        </div>
        {scanning ? (
          <div className="mb-3">
            <QrScanner
              label="참여자 QR 코드를 비추는 카메라 화면"
              onCode={(text) => void scanned(text)}
              onUnavailable={(message) => {
                setScanning(false);
                toast.warning(message);
              }}
            />
            <Button variant="outline-secondary" className="mt-2" onClick={() => setScanning(false)}>
              스캔 그만하기
            </Button>
          </div>
        ) : (
          <Button variant="outline-primary" className="mb-3" onClick={() => setScanning(true)}>
            참여자 QR 스캔하기
          </Button>
        )}
        <RosterTable roster={data.roster} fresh={fresh} viewerId={viewerId} onCorrect={setCorrecting} />
      </section>
      {correcting && <CorrectionModal entry={correcting} startDate={data.campaign.startDate} onClose={() => setCorrecting(null)} onSubmit={submitCorrection} />}
    </div>
  );
}
