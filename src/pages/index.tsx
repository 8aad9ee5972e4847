import type { GetServerSideProps } from 'next';
import PagePopup, { type PagePopupProps } from '@/features/app/PagePopup';
import { pagePopupProps } from '@/features/site/pagePopupProps';
import { withTileImages } from '@/features/home/galleryTiles';
import HomeView from '@/features/home/HomeView';
import type { HomeData } from '@/features/home/homeData';
import { pageCacheControl, serverReadsOf } from '@/lib/serverReads';

type Props = { data: HomeData } & PagePopupProps;

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res }) => {
  const reads = serverReadsOf(req);
  const [home, endorsers, popup] = await Promise.all([reads.homeLatest(), reads.endorsers(), pagePopupProps(req)]);
  if (home.status !== 200 || !home.data || endorsers.status !== 200 || !endorsers.data) {
    throw new Error(`home page: the reads answered ${home.status} / ${endorsers.status}`);
  }
  res.setHeader('Cache-Control', pageCacheControl(req));
  const { notices, gallery } = home.data;
  return { props: { data: { notices, gallery: withTileImages(gallery), endorsers: endorsers.data }, ...popup } };
};

export default function HomePage({ data, popup }: Props) {
  return (
    <>
      <PagePopup popup={popup} />
      <HomeView data={data} />
    </>
  );
}
