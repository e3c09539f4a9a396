import type { MouseEvent } from 'react';
import { fileDownloadUrl, type RetrievedFile } from '../../lib/api/folders';
import { Button, buttonClassName } from '../../components/button/button';
import { DownloadRoad, type DownloadRoadState } from '../live';
import type { FileArrival } from './arrival';
import { FileArrivalBadge, WaitingFileActions } from './arrival-ui';

export interface FileActionsProps {
  file: RetrievedFile;
  /** The file's name in the tree, as the buttons' labels say it. */
  name: string;
  state: FileArrival;
  /** A share sent directly only: its files come from the sender's device alone, with nothing to view first. */
  directOnly: boolean;
  /** The road its download takes, once pressed. */
  road: DownloadRoadState | undefined;
  /** Its Download was pressed while it was still arriving, and waits for the server to have it. */
  waiting: boolean;
  onView: () => void;
  onDownload: (event: MouseEvent) => void;
}

/**
 * A file's row in a shared folder's tree: View and Download once the server has it whole and checked (Download
 * trying the sender's device first); while it is still arriving, how far it got and a Download that takes the
 * sender's device at once when its page is there, and otherwise starts by itself once the file has arrived. A share
 * sent directly only offers Download alone.
 */
export function FileActions({ file, name, state, directOnly, road, waiting, onView, onDownload }: FileActionsProps) {
  if (state.status === 'ready' && directOnly)
    return (
      <>
        <Button size="sm" variant="secondary" aria-label={`Download ${name}`} onClick={onDownload}>
          Download
        </Button>
        <DownloadRoad state={road} />
      </>
    );
  if (state.status === 'ready')
    return (
      <>
        <Button size="sm" variant="secondary" aria-label={`View ${name}`} onClick={onView}>
          View
        </Button>
        <a
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          href={fileDownloadUrl(file)}
          download
          aria-label={`Download ${name}`}
          onClick={onDownload}
        >
          Download
        </a>
        <DownloadRoad state={road} />
      </>
    );
  return (
    <>
      <FileArrivalBadge state={state} size={file.filesize} name={name} />
      <WaitingFileActions name={name} onDownload={onDownload} waiting={waiting} />
      <DownloadRoad state={road} />
    </>
  );
}
