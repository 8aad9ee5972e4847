import type { GetServerSideProps } from 'next';
import type { SiteSettings } from '@nanum/shared/siteContent';
import PagePopup, { type PagePopupProps } from '@/features/app/PagePopup';
import type { SiteOriginProps } from '@/features/app/siteOrigin';
import HomeMeta from '@/features/home/HomeMeta';
import { pagePopupProps } from '@/features/site/pagePopupProps';
import { withTileImages } from '@/features/home/galleryTiles';
import { withDateText } from '@/features/home/latestDates';
import HomeView from '@/features/home/HomeView';
import type { HomeData } from '@/features/home/homeData';
import { pageCacheControl, serverReadsOf } from '@/lib/serverReads';

type Props = { data: HomeData; settings: SiteSettings | null } & PagePopupProps & SiteOriginProps;

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res }) => {
  const reads = serverReadsOf(req);
  const [home, endorsers, settings, popup] = await Promise.all([reads.homeLatest(), reads.endorsers(), reads.siteSettings(), pagePopupProps(req)]);
  if (home.status !== 200 || !home.data || endorsers.status !== 200 || !endorsers.data) {
    throw new Error(`home page: the reads answered ${home.status} / ${endorsers.status}`);
  }
  res.setHeader('Cache-Control', pageCacheControl(req));
  const { notices, gallery } = home.data;
  return { props: { data: { notices: withDateText(notices), gallery: withTileImages(withDateText(gallery)), endorsers: endorsers.data }, settings: settings.data ?? null, siteOrigin: reads.origin, ...popup } };
};

export default function HomePage({ data, settings, popup }: Props) {
  return (
    <>
      <HomeMeta settings={settings} />
      <PagePopup popup={popup} />
      <HomeView data={data} />
    </>
  );
}
