import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '../../components/alert/alert';

/** The banner every demo page carries, so nobody mistakes a simulation for the real feature. */
export function DemoNotice({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  return (
    <Alert
      tone="warning"
      role="note"
      title={intl.formatMessage({ id: 'demo.notice.title', defaultMessage: 'This is a demo.' })}
    >
      <p>
        {children ?? (
          <FormattedMessage
            id="demo.notice.text"
            defaultMessage="It runs only in your browser: nothing is uploaded, stored or changed."
          />
        )}
      </p>
    </Alert>
  );
}
