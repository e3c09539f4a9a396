import { ConflictException, GatewayTimeoutException, HttpStatus, NotFoundException } from '@nestjs/common';

/** 409 for an exchange with a share that opens with its code directly. */
export class NotEndToEndEncryptedException extends ConflictException {
  constructor() {
    super({
      statusCode: HttpStatus.CONFLICT,
      message: 'This share is not end-to-end encrypted: it opens with its code directly.',
      reason: 'not-encrypted',
    });
  }
}

/** 409 when no page of the share's sender has polled lately: nobody could answer the exchange. */
export class SenderAwayException extends ConflictException {
  constructor() {
    super({
      statusCode: HttpStatus.CONFLICT,
      message:
        'This share is end-to-end encrypted. It opens with its link or QR code, or with its code while its sender ' +
        'has Sharecode open.',
      reason: 'sender-away',
    });
  }
}

/** 409 when the sender's page refused the exchange: its key confirmation failed. */
export class ExchangeRefusedException extends ConflictException {
  constructor() {
    super({
      statusCode: HttpStatus.CONFLICT,
      message:
        'The code did not match, or the exchange was interfered with. Nothing was shared; check the code and try again.',
      reason: 'refused',
    });
  }
}

/** 404 to the recipient for a session that is unknown, over, or not expecting this step. */
export class RecipientExchangeEndedException extends NotFoundException {
  constructor() {
    super('This exchange has ended. Type the code again.');
  }
}

/** 404 to the sender for a session that is unknown, over, of another share, or not awaiting this answer. */
export class SenderExchangeEndedException extends NotFoundException {
  constructor() {
    super('This exchange has ended.');
  }
}

/** 504 when the sender's page did not answer a step within the wait. */
export class SenderSilentException extends GatewayTimeoutException {
  constructor() {
    super("The sender's page did not answer. Try again in a moment.");
  }
}
