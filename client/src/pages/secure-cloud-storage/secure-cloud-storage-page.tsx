import { FormattedMessage, useIntl } from 'react-intl';
import { DemoNotice, SimulatedFileBatch } from '../../features/demo';
import { PageHeader } from '../../components/page-header/page-header';

export default function SecureCloudStoragePage() {
  const intl = useIntl();
  return (
    <div className="container page">
      <PageHeader
        title={intl.formatMessage({ id: 'secureCloudStorage.page.title', defaultMessage: 'Secure Cloud Storage' })}
        badge={intl.formatMessage({ id: 'secureCloudStorage.page.badge', defaultMessage: 'Demo' })}
        lead={
          <FormattedMessage
            id="secureCloudStorage.page.lead"
            defaultMessage="Keep files you need for longer in encrypted storage. This preview shows how storing a batch of files will feel."
          />
        }
      >
        <DemoNotice />
      </PageHeader>
      <SimulatedFileBatch
        inputLabel={intl.formatMessage({ id: 'secureCloudStorage.page.inputLabel', defaultMessage: 'Files to store' })}
        actionLabel={intl.formatMessage({
          id: 'secureCloudStorage.page.actionButton',
          defaultMessage: 'Upload to Cloud',
        })}
        pendingLabel={intl.formatMessage({ id: 'secureCloudStorage.page.pending', defaultMessage: 'Uploading...' })}
        doneHeading={intl.formatMessage({ id: 'secureCloudStorage.page.doneHeading', defaultMessage: 'Stored files' })}
        doneStatus={intl.formatMessage({ id: 'secureCloudStorage.page.doneStatus', defaultMessage: 'Stored' })}
      />
    </div>
  );
}
