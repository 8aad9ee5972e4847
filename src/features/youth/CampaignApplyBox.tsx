import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { ATTENDANCE_PAGE_PATH, canCheckInNow } from '@nanum/shared/attendance';
import { APPLICATIONS_CLOSED_TEXT, ELIGIBLE_APPLICANTS_TEXT } from '@nanum/shared/campaignPage';
import { isCertified } from '@nanum/shared/certified';
import type { Campaign } from '@nanum/shared/youthEntities';
import { canWithdraw, isParticipantType } from '@nanum/shared/youthRules';
import { useToast } from '@/features/toast/useToast';
import { useBusy } from '@/lib/useBusy';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { openModal } from '@/store/modalSlice';
import StatusBadge from './StatusBadge';
import { applyToCampaign, withdrawFromCampaign } from './youthApi';
import styles from './campaignPage.module.css';

/**
 * The application part of a campaign page: apply (or join the waitlist when full), the viewer's
 * state and waitlist place, 출석 체크 for a selected member on the activity's days (canCheckInNow,
 * the check-in page's rule), and withdrawal (while the shared rule allows it: not once the activity
 * has started); a visitor is offered the login. The server decides; the answer's campaign replaces
 * the page's. The buttons stay focusable while their request runs (useBusy); once it is done the
 * button pressed is gone, and the focus goes to what replaced it (신청 취소, 참여 신청하기, or the
 * member's state).
 */
export default function CampaignApplyBox({ campaign, onChanged }: { campaign: Campaign; onChanged(campaign: Campaign): void }) {
  const toast = useToast();
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.user);
  const request = useBusy();
  const box = useRef<HTMLDivElement>(null);
  // Counts the changes made here, so that the focus moves once each is drawn.
  const [changes, setChanges] = useState(0);
  const canApply = !!user && isCertified(user) && isParticipantType(user.type);
  const taking = campaign.phase === 'open' || campaign.phase === 'waitlist';

  useEffect(() => {
    if (changes === 0) return;
    (box.current?.querySelector<HTMLElement>('button') ?? box.current)?.focus();
  }, [changes]);

  const act = (call: () => ReturnType<typeof applyToCampaign>) =>
    request.run(async () => {
      const outcome = await call();
      if (!outcome.ok) return toast.warning(outcome.message);
      toast.done(outcome.message);
      onChanged(outcome.data);
      setChanges((count) => count + 1);
    });

  const status = campaign.myStatus;
  return (
    <div className={styles.action} ref={box} tabIndex={-1}>
      {status === 'waiting' && campaign.myWaitlistPosition !== null && (
        <p className={styles.waitlist} role="status">
          대기 순번 {campaign.myWaitlistPosition}번 · 자리가 나면 알림으로 알려드립니다.
        </p>
      )}
      {status && status !== 'waiting' && (
        <p className="m-0">
          <StatusBadge status={status} prefix="내 참여: " />
        </p>
      )}
      {!status && taking && canApply && (
        <button type="button" className="btn btn-primary btn-lg" {...request.props} onClick={() => void act(() => applyToCampaign(campaign.id))}>
          {campaign.phase === 'waitlist' ? '대기자로 신청하기' : '참여 신청하기'}
        </button>
      )}
      {canCheckInNow(status, campaign) && (
        <>
          <Link prefetch={false} href={ATTENDANCE_PAGE_PATH} className="btn btn-primary btn-lg">
            출석 체크하기
          </Link>
          <p className={styles.note}>오늘은 활동일입니다. 현장에서 운영진의 QR 코드를 스캔해 입실과 퇴실을 기록하세요.</p>
        </>
      )}
      {status && canWithdraw({ status }, campaign) && (
        <button type="button" className="btn btn-outline-secondary" {...request.props} onClick={() => void act(() => withdrawFromCampaign(campaign.id))}>
          {status === 'waiting' ? '대기 취소' : '신청 취소'}
        </button>
      )}
      {!status && taking && !user && (
        <button type="button" className="btn btn-primary btn-lg" onClick={() => dispatch(openModal({ mode: 'LOGIN', isOpen: true }))}>
          로그인하고 신청하기
        </button>
      )}
      {!status && taking && user && !canApply && <p className={styles.note}>{ELIGIBLE_APPLICANTS_TEXT} 회원만 신청할 수 있습니다.</p>}
      {!status && !taking && <p className={styles.note}>{campaign.phase === 'closed' ? APPLICATIONS_CLOSED_TEXT.deadlinePassed : APPLICATIONS_CLOSED_TEXT.campaignEnded}</p>}
    </div>
  );
}
