import { formatDate } from '@nanum/shared/format';
import type { LatestPostView } from '@nanum/shared/siteViews';
import type { LatestPost } from './homeData';

/**
 * The latest posts with their day written on the site's clock ("YYYY-MM-DD", Korean time), computed
 * in getServerSideProps: the formatters and the time-zone code (about 1.5 kB gzip) stay out of the
 * home page's JavaScript (docs/BUNDLES.md).
 */
export const withDateText = (posts: LatestPostView[]): LatestPost[] => posts.map((post) => ({ ...post, dateText: formatDate(post.date) }));
