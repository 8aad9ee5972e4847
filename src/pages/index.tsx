import HomeView from '@/features/home/HomeView';

export default function HomePage() {
  return <HomeView />;
}
