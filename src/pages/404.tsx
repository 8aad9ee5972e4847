import NotFoundView from '@/features/errors/NotFoundView';

export default function NotFoundPage() {
  return <NotFoundView />;
}
