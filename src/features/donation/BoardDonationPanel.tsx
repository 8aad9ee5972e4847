import dynamic from 'next/dynamic';

// Loaded only on the two giving boards, in the browser (the figures change with every gift).
const DonationGoalBar = dynamic(() => import('./DonationGoalBar'), { ssr: false });
const DonationYearSummaryView = dynamic(() => import('./DonationYearSummaryView'), { ssr: false });

/** The giving boards' own panel: the fundraising board (and its posts) its goal bar, the donation-use board its yearly summary. */
export default function BoardDonationPanel({ href, onPost = false }: { href: string; onPost?: boolean }) {
  if (href === 'annual-fundraising') return <DonationGoalBar />;
  if (href === 'donation-utilization' && !onPost) return <DonationYearSummaryView />;
  return null;
}
