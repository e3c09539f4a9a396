import { PageHeader } from '../../components/page-header/page-header';

export default function AutoFileSyncingPage() {
  return (
    <div className="container page">
      <PageHeader title="Auto File Syncing" />
    </div>
  );
}
