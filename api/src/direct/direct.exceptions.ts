import { BadRequestException, ConflictException, HttpStatus, NotFoundException } from '@nestjs/common';

/** 409 to an offer nobody can answer: no page of the sender polls, it left, or it did not answer in time. */
export class DirectSenderAwayException extends ConflictException {
  constructor() {
    super({
      statusCode: HttpStatus.CONFLICT,
      message: "The sender's device is not there for a direct transfer: the files come through Sharecode.",
      reason: 'sender-away',
    });
  }
}

/** 409 when the sender's page refused the offer (it is busy with another, say). */
export class DirectRefusedException extends ConflictException {
  constructor() {
    super({
      statusCode: HttpStatus.CONFLICT,
      message: "The sender's device declined a direct transfer: the files come through Sharecode.",
      reason: 'refused',
    });
  }
}

/** 404 to the sender for a session that is unknown, over, of another share, or answered already. */
export class DirectSessionEndedException extends NotFoundException {
  constructor() {
    super('This direct transfer is no longer waiting for an answer.');
  }
}

/** 404 to the sender's page, and to reports of received files, where DIRECT_TRANSFER is off. */
export class DirectTransferOffException extends NotFoundException {
  constructor() {
    super('Direct transfer is off on this server.');
  }
}

/** 400 for a file reported received whole with another size than the share's. */
export class ReceivedSizeMismatchException extends BadRequestException {
  constructor(filesize: number) {
    super(`bytes must equal the file's size (${filesize}).`);
  }
}
