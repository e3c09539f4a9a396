import { PageHeader } from '../../components/page-header/page-header';

export default function PrivacyPage() {
  return (
    <div className="container page">
      <PageHeader title="Privacy Policy" />
    </div>
  );
}
