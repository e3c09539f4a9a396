import { NotFoundException } from '@nestjs/common';

export const INVALID_CODE_MESSAGE = 'Invalid code';

/** No share holds the code: the failure the failed-lookup limit counts. */
export class UnknownShareCodeException extends NotFoundException {
  constructor() {
    super(INVALID_CODE_MESSAGE);
  }
}
