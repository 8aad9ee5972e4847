import type { GetServerSideProps } from 'next';
import PledgeReturnView from '@/features/donation/PledgeReturnView';
import { queryId, queryText } from '@/features/donation/returnQuery';

interface PledgeReturnPageProps {
  pledgeId: number;
  billingKey: string;
}

/**
 * /donate/pledge?pledgeId=&billingKey=: PortOne's card window sends a member back here (mobile),
 * with the billing key or an error. The query is read on the server (returnQuery.ts); the window's
 * words (`message`) are never shown, since anyone can write them into the address.
 */
export default function PledgeReturnPage({ pledgeId, billingKey }: PledgeReturnPageProps) {
  return <PledgeReturnView pledgeId={pledgeId} billingKey={billingKey} />;
}

export const getServerSideProps: GetServerSideProps<PledgeReturnPageProps> = async ({ query }) => ({
  props: { pledgeId: queryId(query, 'pledgeId'), billingKey: queryText(query, 'billingKey') },
});
