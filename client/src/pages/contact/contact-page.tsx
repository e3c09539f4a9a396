import { PageHeader } from '../../components/page-header/page-header';

export default function ContactPage() {
  return (
    <div className="container page">
      <PageHeader title="Contact us" />
    </div>
  );
}
