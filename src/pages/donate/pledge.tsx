import type { GetServerSideProps } from 'next';
import PledgeReturnView from '@/features/donation/PledgeReturnView';
import { queryId, queryText } from '@/features/donation/returnQuery';

interface PledgeReturnPageProps {
  pledgeId: number;
  billingKey: string;
  windowMessage: string | null;
}

/**
 * /donate/pledge?pledgeId=&billingKey=&message=: PortOne's card window sends a member back here
 * (mobile), with the billing key or an error. The query is read on the server (returnQuery.ts).
 */
export default function PledgeReturnPage({ pledgeId, billingKey, windowMessage }: PledgeReturnPageProps) {
  return <PledgeReturnView pledgeId={pledgeId} billingKey={billingKey} windowMessage={windowMessage ?? undefined} />;
}

export const getServerSideProps: GetServerSideProps<PledgeReturnPageProps> = async ({ query }) => ({
  props: { pledgeId: queryId(query, 'pledgeId'), billingKey: queryText(query, 'billingKey'), windowMessage: queryText(query, 'message') || null },
});
