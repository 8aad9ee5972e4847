import { useRouter } from 'next/router';
import ReceiptVerifyView from '@/features/donation/ReceiptVerifyView';

/** /donate/receipt/{number}: the public check of a 기부금 영수증 (its QR code leads here). */
export default function ReceiptVerifyPage() {
  const { query, isReady } = useRouter();
  if (!isReady) return null;
  return <ReceiptVerifyView number={typeof query.number === 'string' ? query.number.slice(0, 40) : ''} />;
}
