import { FormattedMessage, useIntl } from 'react-intl';
import { DemoNotice, SimulatedFileBatch } from '../../features/demo';
import { PageHeader } from '../../components/page-header/page-header';

export default function AutoFileSyncingPage() {
  const intl = useIntl();
  return (
    <div className="container page">
      <PageHeader
        title={intl.formatMessage({ id: 'autoFileSyncing.page.title', defaultMessage: 'Auto File Syncing' })}
        badge={intl.formatMessage({ id: 'autoFileSyncing.page.badge', defaultMessage: 'Demo' })}
        lead={
          <FormattedMessage
            id="autoFileSyncing.page.lead"
            defaultMessage="Keep the same files up to date on all your devices. This preview shows how syncing a batch of files will feel."
          />
        }
      >
        <DemoNotice />
      </PageHeader>
      <SimulatedFileBatch
        inputLabel={intl.formatMessage({ id: 'autoFileSyncing.page.inputLabel', defaultMessage: 'Files to sync' })}
        actionLabel={intl.formatMessage({ id: 'autoFileSyncing.page.actionButton', defaultMessage: 'Sync Files' })}
        pendingLabel={intl.formatMessage({ id: 'autoFileSyncing.page.pending', defaultMessage: 'Syncing...' })}
        doneHeading={intl.formatMessage({ id: 'autoFileSyncing.page.doneHeading', defaultMessage: 'Synced files' })}
        doneStatus={intl.formatMessage({ id: 'autoFileSyncing.page.doneStatus', defaultMessage: 'Synced' })}
      />
    </div>
  );
}
