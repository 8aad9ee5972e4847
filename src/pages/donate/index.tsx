import DonateView from '@/features/donation/DonateView';

/** /donate: 후원하기 (issue 29). */
export default function DonatePage() {
  return <DonateView />;
}
