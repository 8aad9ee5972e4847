import { useRouter } from 'next/router';
import VerifyView from '@/features/youth/VerifyView';

/** /certificate/verify/{number}: the public check of an activity certificate (its QR code leads here). */
export default function VerifyCertificatePage() {
  const router = useRouter();
  if (!router.isReady) return null;
  const raw = router.query.number;
  const number = typeof raw === 'string' ? raw.trim().toUpperCase().slice(0, 40) : '';
  return <VerifyView number={number} />;
}
