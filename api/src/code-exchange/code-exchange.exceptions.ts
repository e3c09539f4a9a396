import { ApiException } from '../errors/api-exception.js';

/** 409 for an exchange with a share that opens with its code directly. */
export class NotEndToEndEncryptedException extends ApiException {
  constructor() {
    super('not_end_to_end_encrypted', 'This share is not end-to-end encrypted: it opens with its code directly.', {
      reason: 'not-encrypted',
    });
  }
}

/** 409 when no page of the share's sender has polled lately: nobody could answer the exchange. */
export class SenderAwayException extends ApiException {
  constructor() {
    super(
      'exchange_sender_away',
      'This share is end-to-end encrypted. It opens with its link or QR code, or with its code while its sender ' +
        'has Sharecode open.',
      { reason: 'sender-away' },
    );
  }
}

/** 409 when no page of the file request's requester has polled lately: nobody could hand its key over. */
export class RequesterAwayException extends ApiException {
  constructor() {
    super(
      'exchange_requester_away',
      'This request opens with its link or QR code, or with its code while the person who asked has Sharecode ' +
        'open. Ask them for the link.',
      { reason: 'sender-away' },
    );
  }
}

/** 409 when the sender's page refused the exchange: its key confirmation failed. */
export class ExchangeRefusedException extends ApiException {
  constructor() {
    super(
      'exchange_refused',
      'The code did not match, or the exchange was interfered with. Nothing was shared; check the code and try again.',
      { reason: 'refused' },
    );
  }
}

/** 404 to the recipient for a session that is unknown, over, or not expecting this step. */
export class RecipientExchangeEndedException extends ApiException {
  constructor() {
    super('exchange_ended', 'This exchange has ended. Type the code again.');
  }
}

/** 404 to the sender for a session that is unknown, over, of another share, or not awaiting this answer. */
export class SenderExchangeEndedException extends ApiException {
  constructor() {
    super('exchange_answer_late', 'This exchange has ended.');
  }
}

/** 504 when the sender's page did not answer a step within the wait. */
export class SenderSilentException extends ApiException {
  constructor() {
    super('sender_silent', "The sender's page did not answer. Try again in a moment.");
  }
}
