import { PageHeader } from '../../components/page-header/page-header';

export default function SignupPage() {
  return (
    <div className="container page">
      <PageHeader title="Sign up" />
    </div>
  );
}
