import MyPledgesView from '@/features/donation/MyPledgesView';

/** /donate/mine: a member's monthly pledges (change the amount, cancel). */
export default function MyPledgesPage() {
  return <MyPledgesView />;
}
