import { defineMessages } from 'react-intl';
import type { UploadedFolder } from '../../lib/api/folders';
import { dataUrlToBlob } from '../../lib/files/data-url';
import { shareMessage } from '../../lib/sharing/share-links';
import { pageIntl } from '../../lib/i18n/page-intl';

export type ShareOutcome = 'shared' | 'cancelled' | 'unsupported' | 'failed';

/** What the Share button shows when this device cannot share, or sharing fails. */
export const SHARE_MESSAGES = defineMessages({
  unsupported: { id: 'send.shareQr.unsupported', defaultMessage: 'Sharing not supported on this device.' },
  failed: { id: 'send.shareQr.failed', defaultMessage: 'Error sharing QR Code.' },
});

const messages = defineMessages({
  title: { id: 'send.shareQr.title', defaultMessage: 'Sharecode folder' },
});

/** The file name the QR PNG is shared and downloaded under. */
export function qrFileName(folderCode: string): string {
  return `sharecode-${folderCode}-qr.png`;
}

/** What goes with the QR when shared: a title, and a text that names the code and the URL. */
export interface SharedText {
  title: string;
  text: string;
}

/**
 * Shares the QR image as a file plus a text with the code and URL (a share's, unless `words` gives others) through
 * the Web Share API. Where files
 * cannot be shared, the text and URL still can; with no Web Share at all the answer is "unsupported".
 * Dismissing the share sheet is not an error.
 */
export async function shareQrCode(
  result: Pick<UploadedFolder, 'folderCode' | 'folderUrl' | 'qrCode'>,
  words?: SharedText,
): Promise<ShareOutcome> {
  if (typeof navigator.share !== 'function') return 'unsupported';
  const text = words?.text ?? shareMessage(result.folderCode, result.folderUrl);
  try {
    const file = new File([dataUrlToBlob(result.qrCode)], qrFileName(result.folderCode), { type: 'image/png' });
    const title = words?.title ?? pageIntl().formatMessage(messages.title);
    const withFile: ShareData = { title, text, files: [file] };
    const data: ShareData =
      typeof navigator.canShare !== 'function' || navigator.canShare(withFile)
        ? withFile
        : { title, text, url: result.folderUrl };
    await navigator.share(data);
    return 'shared';
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    return 'failed';
  }
}
