import { Link } from 'react-router-dom';
import { Alert } from '../../components/alert/alert';
import { FormCard } from '../../components/form-card/form-card';

/** No reset e-mail exists yet (the server has no password-reset flow): say so and offer what does work. */
export default function ForgotPasswordPage() {
  return (
    <FormCard
      title="Forgot password"
      footer={
        <>
          Remembered it? <Link to="/login">Back to log in</Link>
        </>
      }
    >
      <Alert tone="info" title="Password reset by e-mail is not available yet.">
        <p>We cannot send you a reset link, and nothing has been sent.</p>
      </Alert>
      <p>What you can do now:</p>
      <ul className="stack-tight">
        <li>
          Keep sharing: <Link to="/data-sharing">sharing files</Link> and{' '}
          <Link to="/file-access">opening shared folders</Link> never need an account.
        </li>
        <li>
          <Link to="/signup">Create a new account</Link> with another e-mail address.
        </li>
        <li>
          <Link to="/contact">Contact us</Link> from the address you signed up with and we will help you regain access.
        </li>
      </ul>
    </FormCard>
  );
}
