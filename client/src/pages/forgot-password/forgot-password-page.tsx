import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert } from '../../components/alert/alert';
import { FormCard } from '../../components/form-card/form-card';

/** No reset e-mail exists yet (the server has no password-reset flow): say so and offer what does work. */
export default function ForgotPasswordPage() {
  const intl = useIntl();
  return (
    <FormCard
      title={intl.formatMessage({ id: 'forgotPassword.title', defaultMessage: 'Forgot password' })}
      footer={
        <FormattedMessage
          id="forgotPassword.rememberedIt"
          defaultMessage="Remembered it? <link>Back to log in</link>"
          values={{ link: (chunks) => <Link to="/login">{chunks}</Link> }}
        />
      }
    >
      <Alert
        tone="info"
        title={intl.formatMessage({
          id: 'forgotPassword.notAvailable.title',
          defaultMessage: 'Password reset by e-mail is not available yet.',
        })}
      >
        <p>
          <FormattedMessage
            id="forgotPassword.notAvailable.detail"
            defaultMessage="We cannot send you a reset link, and nothing has been sent."
          />
        </p>
      </Alert>
      <p>
        <FormattedMessage id="forgotPassword.options.intro" defaultMessage="What you can do now:" />
      </p>
      <ul className="stack-tight">
        <li>
          <FormattedMessage
            id="forgotPassword.options.keepSharing"
            defaultMessage="Keep sharing: <shareLink>sharing files</shareLink> and <openLink>opening shared folders</openLink> never need an account."
            values={{
              shareLink: (chunks) => <Link to="/data-sharing">{chunks}</Link>,
              openLink: (chunks) => <Link to="/file-access">{chunks}</Link>,
            }}
          />
        </li>
        <li>
          <FormattedMessage
            id="forgotPassword.options.newAccount"
            defaultMessage="<link>Create a new account</link> with another e-mail address."
            values={{ link: (chunks) => <Link to="/signup">{chunks}</Link> }}
          />
        </li>
        <li>
          <FormattedMessage
            id="forgotPassword.options.contact"
            defaultMessage="<link>Contact us</link> from the address you signed up with and we will help you regain access."
            values={{ link: (chunks) => <Link to="/contact">{chunks}</Link> }}
          />
        </li>
      </ul>
    </FormCard>
  );
}
