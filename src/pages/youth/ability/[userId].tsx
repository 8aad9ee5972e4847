import { useRouter } from 'next/router';
import NotFoundView from '@/features/errors/NotFoundView';
import AbilityView from '@/features/youth/AbilityView';

/** /youth/ability/{userId}: a member's activity record (ABILITY, SPEC section 6). */
export default function AbilityPage() {
  const router = useRouter();
  if (!router.isReady) return null;
  const raw = router.query.userId;
  const userId = typeof raw === 'string' && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  return userId === null ? <NotFoundView /> : <AbilityView userId={userId} />;
}
