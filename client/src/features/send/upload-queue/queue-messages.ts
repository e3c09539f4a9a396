/**
 * The queue's own failures in the page's language. The queue keeps them as English text (on the queued upload in
 * IndexedDB, in its events; the service worker that writes some of them has no page language), so they are put
 * in words where they are shown: each text the queue writes, by that text, to its message. Anything else (the
 * server's own words) shows as it came.
 */
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { DIRECT_ONLY_OFFLINE_MESSAGE } from './agent';
import { ANSWER_ENDED_MESSAGE } from './answer-runner';
import { BYTES_LOST_MESSAGE, DIRECT_ONLY_PAGE_GONE_MESSAGE } from './processor';
import { MISSING_BYTES_MESSAGE } from './upload-bytes';
import { STORAGE_FULL_MESSAGE } from './upload-queue';
import {
  SHARE_ENDED_MESSAGE,
  SHARE_REMOVED_MESSAGE,
  SHARE_STOPPED_MESSAGE,
  UPLOAD_FAILED_MESSAGE,
} from './upload-runner';

const messages = defineMessages({
  directOnlyOffline: {
    id: 'send.uploadQueue.directOnlyOffline',
    defaultMessage:
      'Sending directly needs a connection while this page is open: you are offline, so nothing was shared. Connect, then press Share again.',
  },
  bytesLost: {
    id: 'send.uploadQueue.bytesLost',
    defaultMessage:
      'The page was closed before these files were kept on this device, so they cannot be sent. Pick them and share them again.',
  },
  directOnlyPageGone: {
    id: 'send.uploadQueue.directOnlyPageGone',
    defaultMessage:
      'The page these files were to be sent directly from was closed before the share was made, so nothing was shared. Pick them and share them again.',
  },
  missingBytes: {
    id: 'send.uploadQueue.missingBytes',
    defaultMessage: 'The files of this share were not kept on this device.',
  },
  storageFull: {
    id: 'send.uploadQueue.storageFull',
    defaultMessage:
      "This device's storage is full, so these files cannot be kept to share later. Free up some space or share fewer files, then try again.",
  },
  shareStopped: {
    id: 'send.uploadQueue.shareStopped',
    defaultMessage:
      'This share ended before all of its files were sent (its upload was stopped, or nothing arrived for too long), so the rest cannot be sent to it. Share the files again.',
  },
  shareEnded: {
    id: 'send.uploadQueue.shareEnded',
    defaultMessage: 'This share was ended, so the rest of its files were not sent.',
  },
  shareRemoved: {
    id: 'send.uploadQueue.shareRemoved',
    defaultMessage: "Sharecode's operators removed this share, so the rest of its files were not sent.",
  },
  uploadFailed: { id: 'send.uploadQueue.uploadFailed', defaultMessage: 'The upload failed.' },
  answerEnded: {
    id: 'send.uploadQueue.answerEnded',
    defaultMessage:
      'This request closed before all of your files arrived, so the rest were not sent. Ask the person who asked for a new link.',
  },
});

const BY_TEXT: ReadonlyMap<string, MessageDescriptor> = new Map<string, MessageDescriptor>([
  [DIRECT_ONLY_OFFLINE_MESSAGE, messages.directOnlyOffline],
  [BYTES_LOST_MESSAGE, messages.bytesLost],
  [DIRECT_ONLY_PAGE_GONE_MESSAGE, messages.directOnlyPageGone],
  [MISSING_BYTES_MESSAGE, messages.missingBytes],
  [STORAGE_FULL_MESSAGE, messages.storageFull],
  [SHARE_STOPPED_MESSAGE, messages.shareStopped],
  [SHARE_ENDED_MESSAGE, messages.shareEnded],
  [SHARE_REMOVED_MESSAGE, messages.shareRemoved],
  [UPLOAD_FAILED_MESSAGE, messages.uploadFailed],
  [ANSWER_ENDED_MESSAGE, messages.answerEnded],
]);

/** `message`, a failure the queue reported, in the page's language when it is one of the queue's own. */
export function queueMessageText(message: string, intl: IntlShape): string {
  const descriptor = BY_TEXT.get(message);
  return descriptor ? intl.formatMessage(descriptor) : message;
}
