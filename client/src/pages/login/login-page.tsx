import { useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { FormCard } from '../../components/form-card/form-card';
import { TextField } from '../../components/text-field/text-field';
import { RetryCountdown, useStillWaiting } from '../../components/retry-countdown/retry-countdown';
import { type AuthFailure, authFailureOf, login, LOGIN_FAILED_MESSAGE } from '../../lib/api/auth';
import { formText } from '../../lib/platform/form-text';
import { saveUser } from '../../lib/platform/user-store';

/** While a proof of work is solved: many wrong passwords were tried for this account, so this takes a moment. */
const messages = defineMessages({
  checkingBrowser: { id: 'login.checkingBrowser.title', defaultMessage: 'Checking your browser…' },
  checkingBrowserWhy: {
    id: 'login.checkingBrowser.detail',
    defaultMessage: 'Many wrong passwords were tried for this account recently, so this takes a few seconds.',
  },
});

/** Where a successful login lands. */
const AFTER_LOGIN_PATH = '/features/file-sharing';

/** `?next=` names where to go instead (the operator console sends people here); only a path on this site. */
function afterLoginPath(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : AFTER_LOGIN_PATH;
}

export default function LoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<AuthFailure | null>(null);
  const [pending, setPending] = useState(false);
  const [provingWork, setProvingWork] = useState(false);
  const waiting = useStillWaiting(error?.retryAt);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = formText(form, 'email').trim();
    const password = formText(form, 'password');
    const remember = form.get('remember') !== null;
    setError(null);
    setPending(true);
    setProvingWork(false);
    try {
      // Remember me decides both lifetimes together: a 30-day cookie with the record in localStorage, or a
      // browser-session cookie with the record in sessionStorage.
      const user = await login({ email, password, remember }, { onProofOfWork: () => setProvingWork(true) });
      saveUser(user, remember ? 'local' : 'session');
      void navigate(afterLoginPath(params.get('next')));
    } catch (caught) {
      setError(authFailureOf(caught, LOGIN_FAILED_MESSAGE));
      setPending(false);
      setProvingWork(false);
    }
  }

  return (
    <FormCard
      title={intl.formatMessage({ id: 'login.title', defaultMessage: 'Log in' })}
      lead={intl.formatMessage({
        id: 'login.lead',
        defaultMessage: 'Welcome back. Sharing never needs an account — logging in is optional.',
      })}
      footer={
        <FormattedMessage
          id="login.noAccount"
          defaultMessage="Don't have an account? <link>Sign up</link>"
          values={{ link: (chunks) => <Link to="/signup">{chunks}</Link> }}
        />
      }
    >
      <form className="stack" onSubmit={(event) => void submit(event)}>
        <TextField
          id="login-email"
          label={intl.formatMessage({ id: 'login.emailLabel', defaultMessage: 'Email' })}
          name="email"
          type="email"
          autoComplete="email"
          required
        />
        <TextField
          id="login-password"
          label={intl.formatMessage({ id: 'login.passwordLabel', defaultMessage: 'Password' })}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <div className="row-between">
          <label className="check">
            <input type="checkbox" name="remember" />{' '}
            <FormattedMessage id="login.rememberMe" defaultMessage="Remember me" />
          </label>
          <Link to="/forgot-password">
            <FormattedMessage id="login.forgotPasswordLink" defaultMessage="Forgot password?" />
          </Link>
        </div>
        {provingWork && (
          <Alert tone="info" title={intl.formatMessage(messages.checkingBrowser)}>
            <p>
              <FormattedMessage {...messages.checkingBrowserWhy} />
            </p>
          </Alert>
        )}
        {error && (
          <Alert tone="error">
            {error.text}
            {error.retryAt !== undefined && <RetryCountdown until={error.retryAt} />}
          </Alert>
        )}
        <Button type="submit" block disabled={pending || waiting}>
          {pending && !provingWork ? (
            <FormattedMessage id="login.loggingIn" defaultMessage="Logging in..." />
          ) : pending ? (
            <FormattedMessage {...messages.checkingBrowser} />
          ) : (
            <FormattedMessage id="login.submitButton" defaultMessage="Log in" />
          )}
        </Button>
      </form>
    </FormCard>
  );
}
