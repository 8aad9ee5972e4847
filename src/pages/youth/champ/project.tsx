import { contentPageProps, type ContentPageProps } from '@/features/content/contentPageProps';
import CampaignsView from '@/features/youth/CampaignsView';

/** /youth/champ/project: the champ team's projects (site content) and their volunteer campaigns. */
export const getServerSideProps = contentPageProps('youth/champ/project');

export default function ChampProjectPage({ page }: ContentPageProps) {
  return <CampaignsView page={page} />;
}
