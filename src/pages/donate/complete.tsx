import type { GetServerSideProps } from 'next';
import DonationResultView from '@/features/donation/DonationResultView';
import { queryText } from '@/features/donation/returnQuery';

interface DonationCompletePageProps {
  paymentId: string;
  windowMessage: string | null;
}

/**
 * /donate/complete?paymentId=...&code=&message=: PortOne's window sends the donor back here. The
 * query is read on the server (returnQuery.ts); without a payment id the view says so and asks nothing.
 */
export default function DonationCompletePage({ paymentId, windowMessage }: DonationCompletePageProps) {
  return <DonationResultView key={paymentId} paymentId={paymentId} windowMessage={windowMessage ?? undefined} />;
}

export const getServerSideProps: GetServerSideProps<DonationCompletePageProps> = async ({ query }) => ({
  props: { paymentId: queryText(query, 'paymentId'), windowMessage: queryText(query, 'message') || null },
});
