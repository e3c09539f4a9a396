import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageHeader } from '../../components/page-header/page-header';
import { CreateRequestForm, DeviceRequests } from '../../features/file-requests';

/** `/request`: asking for files (the form), and the requests made on this device. */
export default function RequestPage() {
  const intl = useIntl();
  const [made, setMade] = useState(0);
  return (
    <div className="container page stack">
      <PageHeader
        title={intl.formatMessage({ id: 'fileRequests.page.title', defaultMessage: 'Request files' })}
        lead={
          <FormattedMessage
            id="fileRequests.page.lead"
            defaultMessage="Ask anyone for files with a code, a link or a QR code. They need no account; the files are encrypted on their device and open only on this one."
          />
        }
      />
      <CreateRequestForm onCreated={() => setMade((n) => n + 1)} />
      <DeviceRequests version={made} />
    </div>
  );
}
