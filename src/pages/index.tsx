import type { GetServerSideProps } from 'next';
import type { Endorser } from '@/features/site/siteApi';
import HomeView from '@/features/home/HomeView';
import type { HomeData, LatestPost } from '@/features/home/homeData';
import { PUBLIC_PAGE_CACHE, serverGet } from '@/lib/serverApi';

export const getServerSideProps: GetServerSideProps<{ data: HomeData }> = async ({ res }) => {
  const [home, endorsers] = await Promise.all([
    serverGet<{ data: { notices: LatestPost[]; gallery: LatestPost[] } }>('/api/site/home'),
    serverGet<{ data: Endorser[] }>('/api/site/endorsers'),
  ]);
  if (home.status !== 200 || !home.body || endorsers.status !== 200 || !endorsers.body) {
    throw new Error(`home page: API answered ${home.status} / ${endorsers.status}`);
  }
  res.setHeader('Cache-Control', PUBLIC_PAGE_CACHE);
  return { props: { data: { ...home.body.data, endorsers: endorsers.body.data } } };
};

export default function HomePage({ data }: { data: HomeData }) {
  return <HomeView data={data} />;
}
