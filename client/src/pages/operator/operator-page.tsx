import { Link } from 'react-router-dom';
import { Alert } from '../../components/alert/alert';
import { buttonClassName } from '../../components/button/button';
import { PageHeader } from '../../components/page-header/page-header';
import { useSignedInUser } from '../../hooks/use-signed-in-user';
import { isOperator } from '../../lib/moderation/operator-api';
import { errorText } from './error-text';
import { OperatorConsole } from './operator-console';
import { useResource } from './use-resource';
import styles from './operator-page.module.css';

const NOT_OPERATOR_MESSAGE = 'This account is not an operator.';
const LOGIN_PATH = `/login?next=${encodeURIComponent('/operator')}`;

function SignedOut() {
  return (
    <section className={`card ${styles.gate}`}>
      <h2>Sign in to use the operator console</h2>
      <p>The console is for the accounts Sharecode&apos;s operators sign in with.</p>
      <Link to={LOGIN_PATH} className={buttonClassName({ size: 'lg', block: true })}>
        Log in
      </Link>
    </section>
  );
}

/** The console, once /api/me says this account is an operator (asked fresh: the list can change at any time). */
function OperatorGate() {
  const [access] = useResource(isOperator);
  if (access.status === 'loading') return <p role="status">Checking your account…</p>;
  if (access.status === 'failed') {
    return <Alert tone="error">{errorText(access.error)}</Alert>;
  }
  return access.value ? <OperatorConsole /> : <Alert tone="error">{NOT_OPERATOR_MESSAGE}</Alert>;
}

/**
 * `/operator`: the operator console (reports, a share under review with its actions, search, the block list,
 * the audit log). One column on a phone, large touch targets.
 */
export default function OperatorPage() {
  const { signedIn } = useSignedInUser();
  return (
    <div className={`container page ${styles.page}`}>
      <PageHeader title="Operator console" lead="Reports, removals, the block list and the audit log." />
      {signedIn ? <OperatorGate /> : <SignedOut />}
    </div>
  );
}
