import { PageHeader } from '../../components/page-header/page-header';

export default function EndToEndEncryptionPage() {
  return (
    <div className="container page">
      <PageHeader title="End-to-End Encryption" />
    </div>
  );
}
