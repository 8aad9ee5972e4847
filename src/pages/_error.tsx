import type { NextPageContext } from 'next';
import BadRequestView from '@/features/errors/BadRequestView';
import NotFoundView from '@/features/errors/NotFoundView';
import ServerErrorView from '@/features/errors/ServerErrorView';

interface ErrorProps {
  statusCode: number;
}

/**
 * The error page for the statuses that have no page of their own (404.tsx and 500.tsx do): in
 * Korean, in the site's frame, instead of Next's English "400 Bad Request" with its inline style.
 */
export default function ErrorView({ statusCode }: ErrorProps) {
  if (statusCode === 404) return <NotFoundView />;
  if (statusCode >= 400 && statusCode < 500) return <BadRequestView />;
  return <ServerErrorView />;
}

ErrorView.getInitialProps = ({ res, err }: NextPageContext): ErrorProps => ({
  statusCode: res?.statusCode ?? err?.statusCode ?? 404,
});
