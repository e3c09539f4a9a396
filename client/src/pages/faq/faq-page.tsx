import { PageHeader } from '../../components/page-header/page-header';

export default function FaqPage() {
  return (
    <div className="container page">
      <PageHeader title="Frequently Asked Questions" />
    </div>
  );
}
