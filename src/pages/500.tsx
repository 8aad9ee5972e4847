import ServerErrorView from '@/features/errors/ServerErrorView';

export default function ServerErrorPage() {
  return <ServerErrorView />;
}
