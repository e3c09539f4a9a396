import { DemoNotice, SimulatedFileBatch } from '../../features/demo';
import { PageHeader } from '../../components/page-header/page-header';

export default function SecureCloudStoragePage() {
  return (
    <div className="container page">
      <PageHeader
        title="Secure Cloud Storage"
        badge="Demo"
        lead="Keep files you need for longer in encrypted storage. This preview shows how storing a batch of files will feel."
      >
        <DemoNotice />
      </PageHeader>
      <SimulatedFileBatch
        inputLabel="Files to store"
        actionLabel="Upload to Cloud"
        pendingLabel="Uploading..."
        doneHeading="Stored files"
        doneStatus="Stored"
      />
    </div>
  );
}
