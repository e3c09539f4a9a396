import { HttpStatus } from '@nestjs/common';
import { HttpExceptionWithHeaders } from '../common/http-exception-with-headers.js';

const CHECKING_MESSAGE = 'This share is being checked for malware. It opens as soon as the check is done.';
/** Seconds a recipient's page waits before asking again; a scan of a typical share takes about that long. */
const CHECKING_RETRY_AFTER_SECONDS = 2;

/** 409 for a share whose scan has not finished: it exists, and opens once the scanner has found it clean. */
export class ShareBeingCheckedException extends HttpExceptionWithHeaders {
  constructor() {
    super({ statusCode: HttpStatus.CONFLICT, message: CHECKING_MESSAGE, reason: 'checking' }, HttpStatus.CONFLICT, {
      'Retry-After': String(CHECKING_RETRY_AFTER_SECONDS),
    });
  }
}
