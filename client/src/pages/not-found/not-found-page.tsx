import { PageHeader } from '../../components/page-header/page-header';

export default function NotFoundPage() {
  return (
    <div className="container page">
      <PageHeader title="Page not found" />
    </div>
  );
}
