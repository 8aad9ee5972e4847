import { useRouter } from 'next/router';
import DonationResultView from '@/features/donation/DonationResultView';

/** /donate/complete?paymentId=...&code=&message=: PortOne's window sends the donor back here. */
export default function DonationCompletePage() {
  const { query, isReady } = useRouter();
  const paymentId = typeof query.paymentId === 'string' ? query.paymentId : '';
  const message = typeof query.message === 'string' ? query.message.slice(0, 200) : undefined;
  if (!isReady) return null;
  return <DonationResultView key={paymentId} paymentId={paymentId} windowMessage={message} />;
}
