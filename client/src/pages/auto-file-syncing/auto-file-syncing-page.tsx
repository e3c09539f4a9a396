import { DemoNotice, SimulatedFileBatch } from '../../features/demo';
import { PageHeader } from '../../components/page-header/page-header';

export default function AutoFileSyncingPage() {
  return (
    <div className="container page">
      <PageHeader
        title="Auto File Syncing"
        badge="Demo"
        lead="Keep the same files up to date on all your devices. This preview shows how syncing a batch of files will feel."
      >
        <DemoNotice />
      </PageHeader>
      <SimulatedFileBatch
        inputLabel="Files to sync"
        actionLabel="Sync Files"
        pendingLabel="Syncing..."
        doneHeading="Synced files"
        doneStatus="Synced"
      />
    </div>
  );
}
