import { PageHeader } from '../../components/page-header/page-header';

export default function TestPage() {
  return (
    <div className="container page">
      <PageHeader title="Folder upload test" />
    </div>
  );
}
