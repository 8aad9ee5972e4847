import dynamic from 'next/dynamic';
import { useRef, useState, type FormEvent } from 'react';
import { ATTENDANCE_CODE_DIGITS } from '@nanum/shared/attendance';
import type { AttendanceCheckResult, MyAttendance } from '@nanum/shared/attendanceViews';
import type { CheckInInput } from '@nanum/shared/attendanceSchemas';
import Notice from '@/features/app/Notice';
import { useBusy } from '@/lib/useBusy';
import { checkIn } from './attendanceApi';
import styles from './attendance.module.css';

// The camera and the QR decoder load only when the member starts scanning.
const QrScanner = dynamic(() => import('./QrScanner'), { ssr: false, loading: () => <p role="status">카메라를 준비하는 중입니다…</p> });

export interface CheckInPanelProps {
  /** Today's campaigns the member may check in to (selected, not checked out). */
  campaigns: MyAttendance[];
  /** After a check-in or check-out, with what the server answered. */
  onChecked(result: AttendanceCheckResult): void;
}

type Result = { ok: boolean; message: string };

/**
 * Check in and out: the camera reads the QR code on the operator's screen, or the member types the
 * 6-digit code shown beside it (when the camera is refused or missing). The server's Korean answer
 * is shown either way. While a check runs its buttons stay focusable (aria-disabled, useBusy) and
 * neither another code nor a new scan starts.
 */
export default function CheckInPanel({ campaigns, onChecked }: CheckInPanelProps) {
  const [scanning, setScanning] = useState(false);
  const request = useBusy();
  const busy = request.busy;
  const [result, setResult] = useState<Result | null>(null);
  const [cameraProblem, setCameraProblem] = useState<string | null>(null);
  const [campaignId, setCampaignId] = useState<string>('');
  const [code, setCode] = useState('');
  const codeInput = useRef<HTMLInputElement>(null);
  const chosen = campaignId || String(campaigns[0]?.campaignId ?? '');

  const send = (input: CheckInInput) => request.run(() => check(input));

  const check = async (input: CheckInInput) => {
    const outcome = await checkIn(input);
    setResult({ ok: outcome.ok, message: outcome.message });
    if (outcome.ok) {
      setCode('');
      onChecked(outcome.data);
    }
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    void send({ campaignId: Number(chosen), code });
  };

  return (
    <section className={styles.panel} aria-labelledby="check-in-title">
      <h2 id="check-in-title" className={styles.panelTitle}>
        QR 출석 체크
      </h2>
      <p className="text-secondary">활동 장소의 운영진 화면에 있는 QR 코드를 스캔하면 입실, 활동을 마치고 한 번 더 스캔하면 퇴실로 기록됩니다.</p>
      {scanning ? (
        <>
          <QrScanner
            label="QR 코드를 비추는 카메라 화면"
            onCode={(text) => {
              setScanning(false);
              void send({ token: text });
            }}
            onUnavailable={(message) => {
              setScanning(false);
              setCameraProblem(message);
              codeInput.current?.focus();
            }}
          />
          <button type="button" className="btn btn-outline-secondary mt-2" onClick={() => setScanning(false)}>
            스캔 그만하기
          </button>
        </>
      ) : (
        <button
          type="button"
          className={`btn btn-primary btn-lg ${styles.scanButton}`}
          {...request.props}
          onClick={() => {
            if (busy) return;
            setResult(null);
            setCameraProblem(null);
            setScanning(true);
          }}
        >
          카메라로 QR 스캔하기
        </button>
      )}
      <div aria-live="polite">
        {busy && <p role="status">출석을 확인하는 중입니다…</p>}
        {cameraProblem && (
          <Notice variant="warning" className="mt-3 mb-0">
            {cameraProblem}
          </Notice>
        )}
        {result && (
          <Notice variant={result.ok ? 'success' : 'danger'} className="mt-3 mb-0" role={result.ok ? 'status' : 'alert'}>
            {result.message}
          </Notice>
        )}
      </div>

      <form className={styles.codeForm} onSubmit={submitCode} aria-labelledby="code-title">
        <h3 id="code-title" className="h6 fw-bold mb-2">
          카메라를 쓸 수 없다면 6자리 코드로
        </h3>
        {campaigns.length > 1 && (
          <div className="mb-2">
            <label htmlFor="check-in-campaign" className="form-label">
              캠페인
            </label>
            <select id="check-in-campaign" className="form-select" value={chosen} onChange={(event) => setCampaignId(event.target.value)}>
              {campaigns.map((item) => (
                <option key={item.campaignId} value={item.campaignId}>
                  {item.campaignName}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className={styles.codeRow}>
          <div className="flex-grow-1">
            <label htmlFor="check-in-code" className="form-label">
              {campaigns.length === 1 ? `${campaigns[0]?.campaignName ?? ''} 출석 코드` : '출석 코드'}
            </label>
            <input
              id="check-in-code"
              className="form-control"
              ref={codeInput}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={ATTENDANCE_CODE_DIGITS + 1}
              placeholder="123456"
              disabled={campaigns.length === 0}
              aria-describedby={campaigns.length === 0 ? 'check-in-code-help' : undefined}
            />
          </div>
          <button type="submit" className="btn btn-outline-primary" disabled={campaigns.length === 0} {...request.props}>
            코드로 출석
          </button>
        </div>
        {campaigns.length === 0 && (
          <small id="check-in-code-help" className="form-text">
            오늘 출석할 수 있는 캠페인이 없습니다. 선발된 캠페인의 활동일에 열립니다.
          </small>
        )}
      </form>
    </section>
  );
}
