import { defineMessages, type IntlShape, type NoMessageValues } from 'react-intl';

/** How a file of the share stands, as the page following its arrival says (features/receive's arrival). */
export interface GalleryFileState {
  status: 'arriving' | 'checking' | 'ready';
  /** Bytes of it that have arrived. */
  receivedBytes: number;
}

/** What the gallery needs of a file of a plain share (lib/api's RetrievedFile has all of it). */
export interface GalleryFile {
  id: number;
  filesize: number;
  url: string;
  thumbnailUrl?: string | null;
  /** Its type as the server serves it. */
  mimetype?: string;
}

const messages = defineMessages<{
  checking: NoMessageValues;
  arrivingPercent: { percent: number };
  arriving: NoMessageValues;
}>({
  checking: { id: 'gallery.waiting.checking', defaultMessage: 'Checking…' },
  arrivingPercent: { id: 'gallery.waiting.arrivingPercent', defaultMessage: 'Arriving · {percent}%' },
  arriving: { id: 'gallery.waiting.arriving', defaultMessage: 'Arriving…' },
});

/** Words for a file that cannot be opened yet, shown on its tile and in the viewer, in the page's language. */
export function waitingLabel(intl: IntlShape, state: GalleryFileState, percent: number): string {
  if (state.status === 'checking') return intl.formatMessage(messages.checking);
  return percent > 0
    ? intl.formatMessage(messages.arrivingPercent, { percent })
    : intl.formatMessage(messages.arriving);
}
