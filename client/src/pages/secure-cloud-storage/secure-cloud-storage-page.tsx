import { PageHeader } from '../../components/page-header/page-header';

export default function SecureCloudStoragePage() {
  return (
    <div className="container page">
      <PageHeader title="Secure Cloud Storage" />
    </div>
  );
}
