import ContentPageView from '@/features/content/ContentPageView';
import { contentPageProps } from '@/features/content/contentPageProps';

export const getServerSideProps = contentPageProps('worth');

export default ContentPageView;
