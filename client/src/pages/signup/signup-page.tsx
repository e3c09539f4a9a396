import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { FormCard } from '../../components/form-card/form-card';
import { TextField } from '../../components/text-field/text-field';
import { RetryCountdown, useStillWaiting } from '../../components/retry-countdown/retry-countdown';
import { authFailureOf, PASSWORD_MIN_LENGTH, signup, SIGNUP_FAILED_MESSAGE } from '../../lib/api/auth';
import { formText } from '../../lib/platform/form-text';

/** What the signup form says when it refuses the form. */
const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match!';
const TERMS_NOT_ACCEPTED = 'You must agree to the Terms & Conditions.';
const SIGNUP_SUCCESSFUL = 'Signup successful!';
const FIELDS_REQUIRED = 'Please fill in every field.';
/** The password rule, stated under the field and checked before sending (the server checks it too). */
const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters.`;
const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;

type Feedback = { tone: 'error' | 'success'; text: string; retryAt?: number } | null;

export default function SignupPage() {
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
    if (!username || !email || !password || !confirm) return setFeedback({ tone: 'error', text: FIELDS_REQUIRED });
    if (password !== confirm) return setFeedback({ tone: 'error', text: PASSWORDS_DO_NOT_MATCH });
    if (!form.get('terms')) return setFeedback({ tone: 'error', text: TERMS_NOT_ACCEPTED });
    if (password.length < PASSWORD_MIN_LENGTH) return setFeedback({ tone: 'error', text: PASSWORD_TOO_SHORT });

    setFeedback(null);
    setPending(true);
    try {
      await signup({ username, email, password });
      formElement.reset();
      setFeedback({ tone: 'success', text: SIGNUP_SUCCESSFUL });
    } catch (caught) {
      setFeedback({ tone: 'error', ...authFailureOf(caught, SIGNUP_FAILED_MESSAGE) });
    } finally {
      setPending(false);
    }
  }

  return (
    <FormCard
      title="Sign up"
      lead="Create an account. You can share and download files without one."
      footer={
        <>
          Already have an account? <Link to="/login">Log in</Link>
        </>
      }
    >
      <form className="stack" onSubmit={(event) => void submit(event)}>
        <TextField id="signup-name" label="Full name" name="name" type="text" autoComplete="name" required />
        <TextField id="signup-email" label="Email" name="email" type="email" autoComplete="email" required />
        <TextField
          id="signup-password"
          label="Password"
          hint={PASSWORD_RULE}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
        />
        <TextField
          id="signup-confirm"
          label="Confirm password"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
        />
        <label className="check">
          <input type="checkbox" name="terms" />
          <span>
            I agree to the <Link to="/terms">Terms &amp; Conditions</Link>
          </span>
        </label>
        {feedback && (
          <Alert tone={feedback.tone}>
            {feedback.text}
            {feedback.retryAt !== undefined && <RetryCountdown until={feedback.retryAt} />}
            {feedback.tone === 'success' && (
              <>
                {' '}
                <Link to="/login">Log in now</Link>
              </>
            )}
          </Alert>
        )}
        <Button type="submit" block disabled={pending || waiting}>
          {pending ? 'Signing up...' : 'Sign up'}
        </Button>
      </form>
    </FormCard>
  );
}
