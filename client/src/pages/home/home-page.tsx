import { PageHeader } from '../../components/page-header/page-header';

export default function HomePage() {
  return (
    <div className="container page">
      <PageHeader title="Effortless Data Sharing" />
    </div>
  );
}
