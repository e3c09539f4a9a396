import { PageHeader } from '../../components/page-header/page-header';

export default function AboutPage() {
  return (
    <div className="container page">
      <PageHeader title="About Sharecode" />
    </div>
  );
}
