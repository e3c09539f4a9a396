/**
 * What needs both devices at once, part of every page's frame (the app puts it there): the code exchange
 * (code-exchange/), answering for this device's end-to-end encrypted shares and, for a recipient, getting a
 * share's key by its code; and direct transfer (direct/), sending the files this page holds straight to
 * recipients' devices; the recipient's side of direct transfer for features/receive, and the sender's status
 * line for features/send.
 */
export { CodeExchangeHost } from './code-exchange-host';
export { folderByCode } from './code-exchange/folder-by-code';
export { announceHostedRequestsChanged } from './host/hosted-requests-channel';
export {
  DownloadRoad,
  fetchDirectly,
  SendingDirectlyStatus,
  useDirectDownloads,
  type DirectFile,
  type DirectProbe,
  type DownloadRoadState,
} from './direct';
