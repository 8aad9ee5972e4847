import type { GetServerSideProps } from 'next';
import type { Campaign } from '@nanum/shared/youthEntities';
import BoardNotice from '@/features/board/BoardNotice';
import PagePopup, { type PagePopupProps } from '@/features/app/PagePopup';
import type { SiteOriginProps } from '@/features/app/siteOrigin';
import { pagePopupProps } from '@/features/site/pagePopupProps';
import CampaignPageView from '@/features/youth/CampaignPageView';
import { serverReadsOf } from '@/lib/serverReads';

type Props = ({ campaign: Campaign } | { status: number; message: string }) & PagePopupProps & SiteOriginProps;

/** /youth/campaigns/{id}: a campaign's page, read on the server as the viewer (Open Graph tags in the HTML). */
export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const id = String(context.params?.id ?? '');
  if (!/^\d{1,10}$/.test(id)) return { notFound: true };
  const reads = serverReadsOf(context.req);
  const [answer, popup] = await Promise.all([reads.campaign(id), pagePopupProps(context.req)]);
  if (answer.status === 404 || answer.status === 400) return { notFound: true };
  if (answer.status !== 200 || !answer.data) return { props: { status: answer.status, message: answer.message ?? '', ...popup } };
  // The page shows the viewer's own state; managers' participant lists stay in the managers' views.
  const { participations: _participations, ...campaign } = answer.data;
  context.res.setHeader('Cache-Control', 'private, no-cache');
  return { props: { campaign, siteOrigin: reads.origin, ...popup } };
};

export default function CampaignPage(props: Props) {
  return (
    <>
      <PagePopup popup={props.popup} />
      {'campaign' in props ? <CampaignPageView key={props.campaign.id} campaign={props.campaign} /> : <BoardNotice status={props.status} message={props.message} />}
    </>
  );
}
