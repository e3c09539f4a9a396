import { PageHeader } from '../../components/page-header/page-header';

export default function ForgotPasswordPage() {
  return (
    <div className="container page">
      <PageHeader title="Forgot password" />
    </div>
  );
}
