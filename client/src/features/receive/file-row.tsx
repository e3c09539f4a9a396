import type { MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, buttonClassName } from '../../components/button/button';
import { DownloadRoad, type DownloadRoadState } from '../live';
import type { FileArrival } from './arrival';
import { FileArrivalBadge, WaitingFileActions } from './arrival-ui';

export interface FileRowActionsProps {
  /** The file's name in the tree, as the buttons' labels say it. */
  name: string;
  state: FileArrival;
  /** The size of what the server stores of it, which its arrival counts towards. */
  storedSize: number;
  /** An address it downloads from as it is; without one, Download is a button. */
  link?: string;
  /** A share sent directly only: its files come from the sender's device alone, with nothing to view first. */
  directOnly: boolean;
  /** The road its download takes, once pressed. */
  road: DownloadRoadState | undefined;
  onView: () => void;
  onDownload: (event: MouseEvent) => void;
}

/**
 * A file's actions in a shared folder's tree: View and Download once the server has it whole and checked (Download
 * trying the sender's device first); while it is still arriving, how far it got and a Download that takes the
 * sender's device when its page is there, and otherwise follows the upload from the server. A share sent directly
 * only offers Download alone.
 */
export function FileRowActions({
  name,
  state,
  storedSize,
  link,
  directOnly,
  road,
  onView,
  onDownload,
}: FileRowActionsProps) {
  const intl = useIntl();
  if (state.status !== 'ready')
    return (
      <>
        <FileArrivalBadge state={state} size={storedSize} name={name} />
        <WaitingFileActions name={name} onDownload={onDownload} />
        <DownloadRoad state={road} />
      </>
    );
  const downloadLabel = intl.formatMessage(
    { id: 'receive.fileRow.downloadLabel', defaultMessage: 'Download {name}' },
    { name },
  );
  return (
    <>
      {!directOnly && (
        <Button
          size="sm"
          variant="secondary"
          aria-label={intl.formatMessage({ id: 'receive.fileRow.viewLabel', defaultMessage: 'View {name}' }, { name })}
          onClick={onView}
        >
          <FormattedMessage id="receive.fileRow.view" defaultMessage="View" />
        </Button>
      )}
      {link && !directOnly ? (
        <a
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          href={link}
          download
          aria-label={downloadLabel}
          onClick={onDownload}
        >
          <FormattedMessage id="receive.fileRow.download" defaultMessage="Download" />
        </a>
      ) : (
        <Button size="sm" variant="secondary" aria-label={downloadLabel} onClick={onDownload}>
          <FormattedMessage id="receive.fileRow.download" defaultMessage="Download" />
        </Button>
      )}
      <DownloadRoad state={road} />
    </>
  );
}
