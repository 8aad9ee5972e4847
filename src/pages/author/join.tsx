import type { GetServerSideProps } from 'next';
import { JoinView, SnsJoinView } from '@/features/account/JoinView';

interface JoinPageProps {
  sns: boolean;
}

/** /author/join (sign-up) and /author/join?sns=true (completing a social account). */
export default function JoinPage({ sns }: JoinPageProps) {
  return sns ? <SnsJoinView /> : <JoinView />;
}

/** The query decides the form, so the first paint already shows the right one. */
export const getServerSideProps: GetServerSideProps<JoinPageProps> = async ({ query }) => ({ props: { sns: query.sns === 'true' } });
