import type { GetServerSideProps } from 'next';
import PagePopup, { type PagePopupProps } from '@/features/app/PagePopup';
import { pagePopupProps } from '@/features/site/pagePopupProps';
import type { Endorser } from '@/features/site/siteApi';
import { withTileImages } from '@/features/home/galleryTiles';
import HomeView from '@/features/home/HomeView';
import type { HomeData, LatestPost } from '@/features/home/homeData';
import { pageCacheControl, serverGet } from '@/lib/serverApi';

type Props = { data: HomeData } & PagePopupProps;

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res }) => {
  const [home, endorsers, popup] = await Promise.all([
    serverGet<{ data: { notices: LatestPost[]; gallery: LatestPost[] } }>('/api/site/home'),
    serverGet<{ data: Endorser[] }>('/api/site/endorsers'),
    pagePopupProps(req),
  ]);
  if (home.status !== 200 || !home.body || endorsers.status !== 200 || !endorsers.body) {
    throw new Error(`home page: API answered ${home.status} / ${endorsers.status}`);
  }
  res.setHeader('Cache-Control', pageCacheControl(req));
  const { notices, gallery } = home.body.data;
  return { props: { data: { notices, gallery: withTileImages(gallery), endorsers: endorsers.body.data }, ...popup } };
};

export default function HomePage({ data, popup }: Props) {
  return (
    <>
      <PagePopup popup={popup} />
      <HomeView data={data} />
    </>
  );
}
