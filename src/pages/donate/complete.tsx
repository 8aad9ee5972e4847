import type { GetServerSideProps } from 'next';
import DonationResultView from '@/features/donation/DonationResultView';
import { queryText } from '@/features/donation/returnQuery';

interface DonationCompletePageProps {
  paymentId: string;
  /** PortOne's window came back with an error code (its words are not shown: anyone can write them into the address). */
  windowFailed: boolean;
}

/**
 * /donate/complete?paymentId=...&code=: PortOne's window sends the donor back here. The
 * query is read on the server (returnQuery.ts); without a payment id the view says so and asks nothing.
 */
export default function DonationCompletePage({ paymentId, windowFailed }: DonationCompletePageProps) {
  return <DonationResultView key={paymentId} paymentId={paymentId} windowFailed={windowFailed} />;
}

export const getServerSideProps: GetServerSideProps<DonationCompletePageProps> = async ({ query }) => ({
  props: { paymentId: queryText(query, 'paymentId'), windowFailed: queryText(query, 'code') !== '' },
});
