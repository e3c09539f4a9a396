import { PageHeader } from '../../components/page-header/page-header';

export default function AiFileRestoringPage() {
  return (
    <div className="container page">
      <PageHeader title="AI File Restoring" />
    </div>
  );
}
