import { GoneException } from '@nestjs/common';
import { REMOVAL_CATEGORY_WORDS, type EndReason, type RemovalCategory } from './ending.js';

const EXPIRED_MESSAGE = 'This share has expired and its files were deleted. Ask the sender to share them again.';
const ENDED_MESSAGE = 'The sender ended this share. Its files were deleted.';
const MALWARE_MESSAGE = 'This share was removed because a file in it contains malware.';

function removedMessage(category: RemovalCategory | null): string {
  return category === null
    ? "This share was removed by Sharecode's operators."
    : `This share was removed by Sharecode's operators (${REMOVAL_CATEGORY_WORDS[category]}).`;
}

/** What a recipient is told about a share that no longer opens, by why it ended. */
function messageOf(reason: EndReason, category: RemovalCategory | null): string {
  switch (reason) {
    case 'ended':
      return ENDED_MESSAGE;
    case 'removed':
      return removedMessage(category);
    case 'malware':
      return MALWARE_MESSAGE;
    case 'expired':
      return EXPIRED_MESSAGE;
  }
}

/**
 * 410 for a share that ended, saying why (`reason`, and a removal's `category`): never blaming the recipient
 * for a link that was once good.
 */
export class FolderGoneException extends GoneException {
  constructor(reason: EndReason, category: RemovalCategory | null = null) {
    super({
      statusCode: 410,
      message: messageOf(reason, category),
      reason,
      ...(reason === 'removed' && category !== null ? { category } : {}),
    });
  }
}
