import { ApiException } from '../errors/api-exception.js';
import { TooManyRequestsException } from '../http/rate-limit/too-many-requests.js';

/** 409 to an offer nobody can answer: no page of the sender polls, it left, or it did not answer in time. */
export class DirectSenderAwayException extends ApiException {
  constructor() {
    super(
      'direct_sender_away',
      "The sender's device is not there for a direct transfer: the files come through Sharecode.",
      { reason: 'sender-away' },
    );
  }
}

/** 409 when the sender's page refused the offer (it is busy with another, say). */
export class DirectRefusedException extends ApiException {
  constructor() {
    super('direct_refused', "The sender's device declined a direct transfer: the files come through Sharecode.", {
      reason: 'refused',
    });
  }
}

/** 404 to the sender for a session that is unknown, over, of another share, or answered already. */
export class DirectSessionEndedException extends ApiException {
  constructor() {
    super('direct_session_ended', 'This direct transfer is no longer waiting for an answer.');
  }
}

/** 404 to the sender's page, and to reports of received files, where DIRECT_TRANSFER is off. */
export class DirectTransferOffException extends ApiException {
  constructor() {
    super('direct_transfer_off', 'Direct transfer is off on this server.');
  }
}

/** 400 for a file reported received whole with another size than the share's. */
export class ReceivedSizeMismatchException extends ApiException {
  constructor(filesize: number) {
    super('received_size_mismatch', `bytes must equal the file's size (${filesize}).`, { params: { filesize } });
  }
}

/** 429 to a recipient starting a session while DIRECT_WAITING_OFFERS_PER_SHARE of the share's already wait. */
export class DirectSenderBusyException extends TooManyRequestsException {
  constructor(retryAfterSeconds: number) {
    super(
      retryAfterSeconds,
      'direct_sender_busy',
      "The sender's device is busy connecting to other recipients: the files come through Sharecode.",
      { reason: 'busy' },
    );
  }
}

/** 404 to a recipient's offer in a session that is over, never started, or another share's. */
export class DirectSessionUnknownException extends ApiException {
  constructor() {
    super('direct_session_unknown', "This direct session is over, or not one of this share's: start another.");
  }
}

/** 404 to a report of a file received in a session the sender's page never answered for this share. */
export class ReceiptSessionUnknownException extends ApiException {
  constructor() {
    super(
      'receipt_session_unknown',
      'No direct transfer of this share was answered under this sessionId, so nothing came through it to count.',
    );
  }
}

/** 409 to a second report of one file in one session: it counted once already. */
export class ReceiptCountedException extends ApiException {
  constructor() {
    super('receipt_counted', 'This file was counted as received in this direct session already.', {
      reason: 'counted',
    });
  }
}

/** 409 to a report of a file the server does not hold whole and checked yet: it cannot count as downloaded. */
export class ReceiptNotReadyException extends ApiException {
  constructor() {
    super(
      'receipt_not_ready',
      'This file has not arrived on the server and been checked yet, so it cannot count as received.',
      { reason: 'not-ready' },
    );
  }
}
