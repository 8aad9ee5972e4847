import type { GetServerSideProps } from 'next';
import UnsubscribeView from '@/features/notifications/UnsubscribeView';

interface UnsubscribePageProps {
  token: string | null;
}

/** /notifications/unsubscribe?token=...: the email digest's unsubscribe link (no login). */
export default function UnsubscribePage({ token }: UnsubscribePageProps) {
  return <UnsubscribeView token={token} />;
}

export const getServerSideProps: GetServerSideProps<UnsubscribePageProps> = async ({ query }) => ({
  props: { token: (Array.isArray(query.token) ? query.token[0] : query.token) ?? null },
});
