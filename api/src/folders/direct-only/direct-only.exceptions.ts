import { ApiException } from '../../errors/api-exception.js';

/** What a share sent directly only answers where bytes would be read or written (`reason`). */
const DIRECT_ONLY_REASON = 'direct-only';

/**
 * 409 for a file (a preview, a range, a ZIP, an operator's look) of a share sent directly only: the server holds
 * none of its bytes, so it can serve none; the recipient's page receives them from the sender's device.
 */
export class DirectOnlyBytesException extends ApiException {
  constructor() {
    super(
      'direct_only_bytes',
      "This share is sent directly from the sender's device only: Sharecode holds none of its files, so it cannot serve them. Open the share in a browser while the sender's page is open, and each file comes straight from their device.",
      { reason: DIRECT_ONLY_REASON },
    );
  }
}

/** 409 for a chunk of the upload that announced a share sent directly only: it takes no bytes. */
export class DirectOnlyUploadException extends ApiException {
  constructor() {
    super(
      'direct_only_upload',
      "This upload's share is sent directly from the sender's device only: Sharecode takes none of its bytes. There is nothing to send; recipients get the files from the sender's open page.",
      { reason: DIRECT_ONLY_REASON },
    );
  }
}

/** 400 for an announcement asking to send directly only where DIRECT_TRANSFER is off. */
export class DirectOnlyOffException extends ApiException {
  constructor() {
    super(
      'direct_only_off',
      'Direct transfer is off on this server, so a share cannot be sent directly only. Share the files without that choice.',
    );
  }
}
