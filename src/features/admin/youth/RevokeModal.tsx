import { useState } from 'react';
import { REVOKE_REASON_MAX, revokeSchema } from '@nanum/shared/youthSchemas';
import { useToast } from '@/features/toast/useToast';
import ReasonDialog from '@/features/youth/ReasonDialog';
import { adminCall } from '../adminApi';

/** Asks for the reason (required, public on the verification page), then revokes the certificate. */
export default function RevokeModal({ number, onClose, onRevoked }: { number: string; onClose: () => void; onRevoked: () => void }) {
  const toast = useToast();
  const [error, setError] = useState('');

  const submit = async (form: FormData) => {
    const parsed = revokeSchema.safeParse({ reason: String(form.get('reason') ?? '') });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '');
    const answer = await adminCall('PUT', `/api/youth/certificates/${number}/revoke`, parsed.data);
    if (!answer.ok) return setError(answer.message);
    toast.done(answer.message);
    onRevoked();
  };

  return (
    <ReasonDialog
      id="revoke"
      title="활동 확인서 폐기"
      reasonLabel="폐기 사유"
      reasonMax={REVOKE_REASON_MAX}
      help="진위 확인 페이지에 공개됩니다. 개인정보는 적지 마세요."
      submitLabel="폐기"
      cancelLabel="취소"
      error={error}
      autoFocusReason
      onClose={onClose}
      onSubmit={submit}
    >
      <p>
        발급번호 <strong>{number}</strong>의 확인서를 폐기합니다. 폐기한 확인서는 되돌릴 수 없고, 진위 확인 페이지에 폐기된 확인서로 표시됩니다.
      </p>
    </ReasonDialog>
  );
}
