import { useId, useState } from 'react';
import { defineMessages, type NoMessageValues, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/alert/alert';
import { Button } from '../../../components/button/button';
import { removeRequest } from '../../../lib/platform/requests-database';
import { announceHostedRequestsChanged } from '../../live';
import styles from './requester.module.css';

const messages = defineMessages<{
  forget: NoMessageValues;
  warning: NoMessageValues;
  confirm: NoMessageValues;
  cancel: NoMessageValues;
  failed: { reason: string };
}>({
  forget: { id: 'fileRequests.forget.button', defaultMessage: 'Remove from this device' },
  warning: {
    id: 'fileRequests.forget.warning',
    defaultMessage:
      'This device forgets the request’s key: its files no longer open here, and if no other device of yours holds the key, no one can open them again. The request itself stays as it is: end it first if you want no more files.',
  },
  confirm: { id: 'fileRequests.forget.confirm', defaultMessage: 'Remove the key from this device' },
  cancel: { id: 'fileRequests.forget.cancel', defaultMessage: 'Keep it' },
  failed: {
    id: 'fileRequests.forget.failed',
    defaultMessage: 'The request could not be removed from this device: {reason}',
  },
});

/**
 * Forgets a request on this device, after saying what that costs: for a borrowed computer the requester link was
 * opened on, or a device the requester no longer wants to hold the key. Then back to this device's requests.
 */
export function ForgetRequest({ code }: { code: string }) {
  const intl = useIntl();
  const warningId = useId();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const forget = async () => {
    try {
      await removeRequest(code);
      // No page of this device answers the request's code exchange any more.
      announceHostedRequestsChanged();
      void navigate('/request');
    } catch (error) {
      setFailure(intl.formatMessage(messages.failed, { reason: error instanceof Error ? error.message : '' }));
    }
  };

  if (!asking)
    return (
      <div>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {intl.formatMessage(messages.forget)}
        </Button>
      </div>
    );
  return (
    <div className="stack" data-testid="forget-request">
      <p id={warningId} className={styles.warning}>
        {intl.formatMessage(messages.warning)}
      </p>
      <div className={styles.actions}>
        <Button variant="danger" aria-describedby={warningId} onClick={() => void forget()}>
          {intl.formatMessage(messages.confirm)}
        </Button>
        <Button variant="secondary" onClick={() => setAsking(false)}>
          {intl.formatMessage(messages.cancel)}
        </Button>
      </div>
      {failure && <Alert tone="error">{failure}</Alert>}
    </div>
  );
}
