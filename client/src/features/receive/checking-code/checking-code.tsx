import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '../../../components/alert/alert';

/**
 * Shown while a code lookup proves work: the server slows code lookups down after many wrong guesses, and
 * this says why the wait, and that the share's link and QR are not slowed.
 */
export function CheckingCode({ className }: { className?: string }) {
  const intl = useIntl();
  return (
    <Alert
      tone="info"
      role="status"
      title={intl.formatMessage({
        id: 'receive.checkingCode.title',
        defaultMessage: 'Checking this code… many wrong codes were tried recently.',
      })}
      className={className}
    >
      <p>
        <FormattedMessage
          id="receive.checkingCode.wayOut"
          defaultMessage="This takes a few seconds — or open the link or scan the QR, which always work."
        />
      </p>
    </Alert>
  );
}
