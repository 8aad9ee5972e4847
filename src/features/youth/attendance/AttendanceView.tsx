import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import type { MyAttendance } from '@nanum/shared/attendanceViews';
import { onAttendanceUpdate } from '@/lib/socket';
import { useLatestLoad } from '@/lib/useLatestLoad';
import { useAppSelector } from '@/store/hooks';
import { campaignDates } from '@nanum/shared/youthText';
import StatusBadge from '../StatusBadge';
import YouthShell from '../YouthShell';
import { fetchMyAttendance } from './attendanceApi';
import AttendanceRecord from './AttendanceRecord';
import CheckInPanel from './CheckInPanel';
import styles from './attendance.module.css';

const MyCodeModal = dynamic(() => import('./MyCodeModal'), { ssr: false });

/** A participation the member checks in or out of today (selected, on its day, not checked out). */
const openToday = (item: MyAttendance) => item.isToday && item.status === 'selected' && !item.attendance?.checkOutAt;

/**
 * /youth/attendance: the member checks in and out at the event by scanning the operator's QR (or
 * typing its 6-digit code), shows their own QR for the operator to scan, and sees their attendance
 * as recorded and as a manager corrected it. Follows check-ins and corrections live.
 */
export default function AttendanceView() {
  const loaded = useAppSelector((state) => state.session.loaded);
  const userId = useAppSelector((state) => state.user?.id ?? null);
  const [state, setState] = useState<{ items: MyAttendance[] } | { message: string } | null>(null);
  const [showing, setShowing] = useState<MyAttendance | null>(null);

  const load = useLatestLoad(
    () => (loaded ? fetchMyAttendance() : undefined),
    (outcome) => setState(outcome.ok ? { items: outcome.data } : { message: outcome.message }),
    [loaded, userId],
  );

  // An operator scanned the member's own code, or corrected a record: read the list again.
  useEffect(
    () =>
      onAttendanceUpdate(({ entry }) => {
        if (entry.userId !== userId) return;
        setShowing(null);
        load();
      }),
    [userId, load],
  );

  const shell = (content: React.ReactNode) => (
    <YouthShell eyebrow="청소년 봉사활동" title="출석 체크" lead="봉사 현장에서 QR 코드로 입실과 퇴실을 기록합니다. 기록된 시간은 운영진의 참여 확인을 거쳐 인정됩니다.">
      {content}
    </YouthShell>
  );
  if (!state) return shell(<p aria-live="polite">출석 정보를 불러오는 중입니다…</p>);
  if ('message' in state) {
    return shell(
      <div className={styles.panel} role="alert">
        <p className="mb-3">{state.message}</p>
        <Link prefetch={false} href="/youth/champ/project" className="btn btn-outline-primary">
          봉사 캠페인 보기
        </Link>
      </div>,
    );
  }

  const today = state.items.filter(openToday);
  return shell(
    <div className={styles.layout}>
      <CheckInPanel campaigns={today} onChecked={load} />
      <section className={styles.panel} aria-labelledby="my-attendance-title">
        <h2 id="my-attendance-title" className={styles.panelTitle}>
          내 출석 기록
        </h2>
        {state.items.length === 0 ? (
          <p className="text-secondary mb-0">선발된 캠페인이 없습니다. 캠페인에 신청하고 선발되면 이곳에서 출석할 수 있습니다.</p>
        ) : (
          <ul className={styles.items}>
            {state.items.map((item) => (
              <li key={item.participationId} className={styles.item}>
                <div className={styles.itemHead}>
                  <div>
                    <h3 className={styles.itemName}>{item.campaignName}</h3>
                    <p className={styles.itemMeta}>
                      {campaignDates(item)}
                      {item.place && ` · ${item.place}`}
                    </p>
                  </div>
                  <StatusBadge status={item.status} />
                </div>
                <AttendanceRecord attendance={item.attendance} />
                {openToday(item) && (
                  <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => setShowing(item)}>
                    내 QR 보여주기
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {showing && <MyCodeModal item={showing} onClose={() => setShowing(null)} />}
    </div>,
  );
}
