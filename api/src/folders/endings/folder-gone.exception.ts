import { ApiException } from '../../errors/api-exception.js';
import type { ErrorCode } from '../../errors/error-codes.js';
import { endedByDownloads } from '../retention.js';
import type { EndedFolder } from './ended-folder.entity.js';
import { REMOVAL_CATEGORY_WORDS, type EndReason, type RemovalCategory } from './ending.js';

const EXPIRED_MESSAGE = 'This share has expired and its files were deleted. Ask the sender to share them again.';
const DOWNLOADED_MESSAGE =
  'This share was kept until downloaded: everything in it was downloaded, so it ended and its files were deleted. Ask the sender to share them again.';
const ENDED_MESSAGE = 'The sender ended this share. Its files were deleted.';
const MALWARE_MESSAGE = 'This share was removed because a file in it contains malware.';
const SENDER_LEFT_MESSAGE =
  'The sender is away: this share was sent directly from their device, only while the page they shared it from stayed open, and that page was closed, so the share ended. Sharecode never stored its files. Ask the sender to share them again.';
const STOPPED_MESSAGE =
  'The sender stopped sending this share before all of its files had arrived, so it ended and its files were deleted. Ask the sender to share them again.';

/** The code of each reason a share ended for. */
const CODES: Record<Exclude<EndReason, 'expired'>, ErrorCode> = {
  ended: 'share_ended',
  removed: 'share_removed',
  malware: 'share_malware',
  stopped: 'share_stopped',
  'sender-left': 'share_sender_left',
};

function removedMessage(category: RemovalCategory | null): string {
  return category === null
    ? "This share was removed by Sharecode's operators."
    : `This share was removed by Sharecode's operators (${REMOVAL_CATEGORY_WORDS[category]}).`;
}

/** What a recipient is told about a share that no longer opens, by why it ended. */
function messageOf(reason: EndReason, category: RemovalCategory | null, downloaded: boolean): string {
  switch (reason) {
    case 'ended':
      return ENDED_MESSAGE;
    case 'removed':
      return removedMessage(category);
    case 'malware':
      return MALWARE_MESSAGE;
    case 'stopped':
      return STOPPED_MESSAGE;
    case 'sender-left':
      return SENDER_LEFT_MESSAGE;
    case 'expired':
      return downloaded ? DOWNLOADED_MESSAGE : EXPIRED_MESSAGE;
  }
}

/**
 * 410 for a share that ended, saying why (`reason`, and a removal's `category`; `downloaded: true` for an
 * `expired` share kept until downloaded that ended because everything was): never blaming the recipient for a
 * link that was once good.
 */
export class FolderGoneException extends ApiException {
  constructor(reason: EndReason, category: RemovalCategory | null = null, downloaded = false) {
    const byDownloads = reason === 'expired' && downloaded;
    const categorised = reason === 'removed' && category !== null;
    super(
      reason === 'expired' ? (byDownloads ? 'share_downloaded' : 'share_expired') : CODES[reason],
      messageOf(reason, category, byDownloads),
      {
        reason,
        ...(categorised ? { category, params: { category } } : {}),
        ...(byDownloads ? { downloaded: true } : {}),
      },
    );
  }

  /** The 410 of a share cleanup deleted, from its tombstone. */
  static ofTombstone(tombstone: EndedFolder): FolderGoneException {
    return new FolderGoneException(
      tombstone.reason,
      tombstone.category,
      endedByDownloads(tombstone.retention, tombstone.arrivedAt ?? tombstone.createdAt, tombstone.endedAt),
    );
  }
}
