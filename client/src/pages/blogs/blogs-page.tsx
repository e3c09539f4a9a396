import { PageHeader } from '../../components/page-header/page-header';

export default function BlogsPage() {
  return (
    <div className="container page">
      <PageHeader title="Blog" />
    </div>
  );
}
