import { useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, type NoMessageValues, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { FormCard } from '../../components/form-card/form-card';
import { TextField } from '../../components/text-field/text-field';
import { RetryCountdown, useStillWaiting } from '../../components/retry-countdown/retry-countdown';
import { authFailureOf, PASSWORD_MIN_LENGTH, signup, SIGNUP_FAILED_MESSAGE } from '../../lib/api/auth';
import { formText } from '../../lib/platform/form-text';

const messages = defineMessages<{
  passwordsDoNotMatch: NoMessageValues;
  termsNotAccepted: NoMessageValues;
  signupSuccessful: NoMessageValues;
  fieldsRequired: NoMessageValues;
  passwordRule: { min: number };
  passwordTooShort: { min: number };
}>({
  /** What the signup form says when it refuses the form. */
  passwordsDoNotMatch: { id: 'signup.error.passwordsDoNotMatch', defaultMessage: 'Passwords do not match!' },
  termsNotAccepted: {
    id: 'signup.error.termsNotAccepted',
    defaultMessage: 'You must agree to the Terms & Conditions.',
  },
  signupSuccessful: { id: 'signup.success', defaultMessage: 'Signup successful!' },
  fieldsRequired: { id: 'signup.error.fieldsRequired', defaultMessage: 'Please fill in every field.' },
  /** The password rule, stated under the field and checked before sending (the server checks it too). */
  passwordRule: {
    id: 'signup.passwordRule',
    defaultMessage: '{min, plural, one {At least # character.} other {At least # characters.}}',
  },
  passwordTooShort: {
    id: 'signup.error.passwordTooShort',
    defaultMessage:
      '{min, plural, one {Password must be at least # character long.} other {Password must be at least # characters long.}}',
  },
});

type Feedback = { tone: 'error' | 'success'; text: string; retryAt?: number } | null;

export default function SignupPage() {
  const intl = useIntl();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [pending, setPending] = useState(false);
  const waiting = useStillWaiting(feedback?.retryAt);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const username = formText(form, 'name').trim();
    const email = formText(form, 'email').trim();
    const password = formText(form, 'password');
    const confirm = formText(form, 'confirm');

    // One message at a time, in order: required fields, matching passwords, then the terms box. No request on failure.
    if (!username || !email || !password || !confirm)
      return setFeedback({ tone: 'error', text: intl.formatMessage(messages.fieldsRequired) });
    if (password !== confirm)
      return setFeedback({ tone: 'error', text: intl.formatMessage(messages.passwordsDoNotMatch) });
    if (!form.get('terms')) return setFeedback({ tone: 'error', text: intl.formatMessage(messages.termsNotAccepted) });
    if (password.length < PASSWORD_MIN_LENGTH)
      return setFeedback({
        tone: 'error',
        text: intl.formatMessage(messages.passwordTooShort, { min: PASSWORD_MIN_LENGTH }),
      });

    setFeedback(null);
    setPending(true);
    try {
      await signup({ username, email, password });
      formElement.reset();
      setFeedback({ tone: 'success', text: intl.formatMessage(messages.signupSuccessful) });
    } catch (caught) {
      setFeedback({ tone: 'error', ...authFailureOf(caught, SIGNUP_FAILED_MESSAGE) });
    } finally {
      setPending(false);
    }
  }

  return (
    <FormCard
      title={intl.formatMessage({ id: 'signup.title', defaultMessage: 'Sign up' })}
      lead={intl.formatMessage({
        id: 'signup.lead',
        defaultMessage: 'Create an account. You can share and download files without one.',
      })}
      footer={
        <FormattedMessage
          id="signup.haveAccount"
          defaultMessage="Already have an account? <link>Log in</link>"
          values={{ link: (chunks) => <Link to="/login">{chunks}</Link> }}
        />
      }
    >
      <form className="stack" onSubmit={(event) => void submit(event)}>
        <TextField
          id="signup-name"
          label={intl.formatMessage({ id: 'signup.nameLabel', defaultMessage: 'Full name' })}
          name="name"
          type="text"
          autoComplete="name"
          required
        />
        <TextField
          id="signup-email"
          label={intl.formatMessage({ id: 'signup.emailLabel', defaultMessage: 'Email' })}
          name="email"
          type="email"
          autoComplete="email"
          required
        />
        <TextField
          id="signup-password"
          label={intl.formatMessage({ id: 'signup.passwordLabel', defaultMessage: 'Password' })}
          hint={intl.formatMessage(messages.passwordRule, { min: PASSWORD_MIN_LENGTH })}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
        />
        <TextField
          id="signup-confirm"
          label={intl.formatMessage({ id: 'signup.confirmLabel', defaultMessage: 'Confirm password' })}
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
        />
        <label className="check">
          <input type="checkbox" name="terms" />
          <span>
            <FormattedMessage
              id="signup.agreeToTerms"
              defaultMessage="I agree to the <link>Terms & Conditions</link>"
              values={{ link: (chunks) => <Link to="/terms">{chunks}</Link> }}
            />
          </span>
        </label>
        {feedback && (
          <Alert tone={feedback.tone}>
            {feedback.text}
            {feedback.retryAt !== undefined && <RetryCountdown until={feedback.retryAt} />}
            {feedback.tone === 'success' && (
              <>
                {' '}
                <Link to="/login">
                  <FormattedMessage id="signup.logInNow" defaultMessage="Log in now" />
                </Link>
              </>
            )}
          </Alert>
        )}
        <Button type="submit" block disabled={pending || waiting}>
          {pending ? (
            <FormattedMessage id="signup.signingUp" defaultMessage="Signing up..." />
          ) : (
            <FormattedMessage id="signup.submitButton" defaultMessage="Sign up" />
          )}
        </Button>
      </form>
    </FormCard>
  );
}
