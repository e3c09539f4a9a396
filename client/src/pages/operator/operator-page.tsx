import { FormattedMessage, useIntl } from 'react-intl';
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

const LOGIN_PATH = `/login?next=${encodeURIComponent('/operator')}`;

function SignedOut() {
  return (
    <section className={`card ${styles.gate}`}>
      <h2>
        <FormattedMessage id="operator.signedOut.title" defaultMessage="Sign in to use the operator console" />
      </h2>
      <p>
        <FormattedMessage
          id="operator.signedOut.detail"
          defaultMessage="The console is for the accounts Sharecode's operators sign in with."
        />
      </p>
      <Link to={LOGIN_PATH} className={buttonClassName({ size: 'lg', block: true })}>
        <FormattedMessage id="operator.signedOut.logIn" defaultMessage="Log in" />
      </Link>
    </section>
  );
}

/** The console, once /api/me says this account is an operator (asked fresh: the list can change at any time). */
function OperatorGate() {
  const [access] = useResource(isOperator);
  if (access.status === 'loading') {
    return (
      <p role="status">
        <FormattedMessage id="operator.gate.checking" defaultMessage="Checking your account…" />
      </p>
    );
  }
  if (access.status === 'failed') {
    return <Alert tone="error">{errorText(access.error)}</Alert>;
  }
  return access.value ? (
    <OperatorConsole />
  ) : (
    <Alert tone="error">
      <FormattedMessage id="operator.gate.notOperator" defaultMessage="This account is not an operator." />
    </Alert>
  );
}

/**
 * `/operator`: the operator console (reports, a share under review with its actions, search, the block list,
 * the audit log). One column on a phone, large touch targets.
 */
export default function OperatorPage() {
  const intl = useIntl();
  const { signedIn } = useSignedInUser();
  return (
    <div className={`container page ${styles.page}`}>
      <PageHeader
        title={intl.formatMessage({ id: 'operator.page.title', defaultMessage: 'Operator console' })}
        lead={intl.formatMessage({
          id: 'operator.page.lead',
          defaultMessage: 'Reports, removals, the block list and the audit log.',
        })}
      />
      {signedIn ? <OperatorGate /> : <SignedOut />}
    </div>
  );
}
