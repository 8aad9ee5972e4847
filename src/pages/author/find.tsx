import type { GetServerSideProps } from 'next';
import FindView, { type FindTab } from '@/features/account/FindView';

interface FindPageProps {
  tab: FindTab;
  token: string | null;
}

/** /author/find: find the email or reset the password (?tab=password, ?token=... from the mail). */
export default function FindPage({ tab, token }: FindPageProps) {
  return <FindView initialTab={tab} token={token} />;
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export const getServerSideProps: GetServerSideProps<FindPageProps> = async ({ query }) => ({
  props: { tab: single(query.tab) === 'password' ? 'password' : 'email', token: single(query.token) ?? null },
});
