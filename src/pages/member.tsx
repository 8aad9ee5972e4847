import type { GetServerSideProps } from 'next';
import { MEMBER_CATEGORIES } from '@nanum/shared/memberCategories';
import { memberCategorySchema } from '@nanum/shared/siteContent';
import MemberView, { type MemberPageProps } from '@/features/member/MemberView';
import { PUBLIC_PAGE_CACHE, serverReadsOf } from '@/lib/serverReads';

/** /member?page=<category>; without a category, the first one; an unknown one is 404. */
export const getServerSideProps: GetServerSideProps<MemberPageProps> = async ({ query, req, res }) => {
  if (query.page === undefined) return { redirect: { destination: `/member?page=${MEMBER_CATEGORIES[0]}`, permanent: false } };
  const parsed = memberCategorySchema.safeParse({ page: query.page });
  if (!parsed.success) return { notFound: true };
  const reads = serverReadsOf(req);
  const answer = await reads.memberDirectory(parsed.data.page);
  if (answer.status !== 200 || !answer.data) throw new Error(`member directory: the read answered ${answer.status}`);
  res.setHeader('Cache-Control', PUBLIC_PAGE_CACHE);
  return { props: { ...answer.data, siteOrigin: reads.origin } };
};

export default MemberView;
