import { PageHeader } from '../../components/page-header/page-header';

export default function ServicesPage() {
  return (
    <div className="container page">
      <PageHeader title="Services" />
    </div>
  );
}
