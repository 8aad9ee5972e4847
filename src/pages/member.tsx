import type { GetServerSideProps } from 'next';
import { MEMBER_CATEGORIES } from '@nanum/shared/memberCategories';
import { memberCategorySchema } from '@nanum/shared/siteContent';
import MemberView, { type MemberPageProps } from '@/features/member/MemberView';
import { PUBLIC_PAGE_CACHE, serverGet } from '@/lib/serverApi';

/** /member?page=<category>; without a category, the first one; an unknown one is 404. */
export const getServerSideProps: GetServerSideProps<MemberPageProps> = async ({ query, res }) => {
  if (query.page === undefined) return { redirect: { destination: `/member?page=${MEMBER_CATEGORIES[0]}`, permanent: false } };
  const parsed = memberCategorySchema.safeParse({ page: query.page });
  if (!parsed.success) return { notFound: true };
  const answer = await serverGet<{ data: MemberPageProps }>(`/api/site/members?page=${parsed.data.page}`);
  if (answer.status !== 200 || !answer.body) throw new Error(`member directory: API answered ${answer.status}`);
  res.setHeader('Cache-Control', PUBLIC_PAGE_CACHE);
  return { props: answer.body.data };
};

export default MemberView;
