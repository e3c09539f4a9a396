import { PageHeader } from '../../components/page-header/page-header';

export default function FeaturesPage() {
  return (
    <div className="container page">
      <PageHeader title="Features" />
    </div>
  );
}
