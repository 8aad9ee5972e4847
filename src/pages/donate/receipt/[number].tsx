import type { GetServerSideProps } from 'next';
import ReceiptVerifyView from '@/features/donation/ReceiptVerifyView';

interface ReceiptVerifyPageProps {
  number: string;
}

/**
 * /donate/receipt/{number}: the public check of a 기부금 영수증 (its QR code leads here). The number
 * is read on the server, so the server's HTML already has the page and its title.
 */
export default function ReceiptVerifyPage({ number }: ReceiptVerifyPageProps) {
  return <ReceiptVerifyView number={number} />;
}

export const getServerSideProps: GetServerSideProps<ReceiptVerifyPageProps> = async ({ params }) => ({
  props: { number: typeof params?.number === 'string' ? params.number.slice(0, 40) : '' },
});
