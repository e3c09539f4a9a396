import { PageHeader } from '../../components/page-header/page-header';

export default function TermsPage() {
  return (
    <div className="container page">
      <PageHeader title="Terms & Conditions" />
    </div>
  );
}
