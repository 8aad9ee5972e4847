import { useRouter } from 'next/router';
import PledgeReturnView from '@/features/donation/PledgeReturnView';

/** /donate/pledge: PortOne's card window sends a member back here (mobile), with the billing key or an error. */
export default function PledgeReturnPage() {
  const { query, isReady } = useRouter();
  if (!isReady) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : '');
  return <PledgeReturnView pledgeId={Number(text(query.pledgeId)) || 0} billingKey={text(query.billingKey)} windowMessage={text(query.message) || undefined} />;
}
