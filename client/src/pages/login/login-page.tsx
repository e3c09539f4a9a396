import { PageHeader } from '../../components/page-header/page-header';

export default function LoginPage() {
  return (
    <div className="container page">
      <PageHeader title="Log in" />
    </div>
  );
}
