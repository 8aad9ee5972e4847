import { useState } from 'react';
import { formatWon } from '@nanum/shared/donationRules';
import { donationRefundSchema } from '@nanum/shared/donationSchemas';
import type { AdminDonationView } from '@nanum/shared/donationViews';
import ReasonDialog from '@/features/youth/ReasonDialog';
import { useToast } from '@/features/toast/useToast';
import { adminCall } from './adminApi';

/** Refunds a paid gift through the gateway with a written reason (kept with the gift and in the audit log). */
export default function RefundDialog({ donation, onClose, onDone }: { donation: AdminDonationView; onClose(): void; onDone(): void }) {
  const toast = useToast();
  const [error, setError] = useState('');

  const submit = async (form: FormData) => {
    const parsed = donationRefundSchema.safeParse({ reason: String(form.get('reason') ?? '') });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '');
    const answer = await adminCall('POST', `/api/admin/donations/${donation.id}/refund`, parsed.data);
    if (!answer.ok) return setError(answer.message);
    toast.done(answer.message);
    onDone();
  };

  return (
    <ReasonDialog
      id="refund"
      title="후원 환불"
      reasonLabel="환불 사유"
      reasonMax={200}
      help="사유는 후원 기록과 변경 기록에 남습니다. 후원자의 개인정보는 적지 마세요."
      submitLabel="환불하기"
      cancelLabel="닫기"
      error={error}
      autoFocusReason
      onClose={onClose}
      onSubmit={submit}
      onReasonChange={() => setError('')}
    >
      <p>
        {donation.donorName}님의 {formatWon(donation.amount)} 후원을 결제 대행사를 통해 환불합니다. 되돌릴 수 없습니다.
      </p>
    </ReasonDialog>
  );
}
