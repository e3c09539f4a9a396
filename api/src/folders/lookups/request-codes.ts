import { Injectable } from '@nestjs/common';
import { ApiException } from '../../errors/api-exception.js';

/** What a code lookup tells of a file request's code: where its uploaders go, and whether its requester is there. */
export interface RequestCode {
  /** The request's link reference, `{code}-{linkKey}`: its uploader's page is `/r/{requestLink}`, with the key after #. */
  requestLink: string;
  /** Whether a page of its requester is open now, so the code exchange can hand over the request's key. */
  requesterPresent: boolean;
}

/**
 * File requests as a share's code lookup sees them: a code is either a share's or a request's (one code space), and
 * a request's code looked up as a share's is told so rather than counted as a guess. The file-requests module,
 * which imports this one, puts its own in the slot at start-up.
 */
export abstract class RequestCodes {
  /** The request holding `code`, or null when none does. */
  abstract find(code: string): Promise<RequestCode | null>;
}

/** The RequestCodes this process uses: none until the file-requests module hands over its own. */
@Injectable()
export class RequestCodesSlot extends RequestCodes {
  private codes: RequestCodes | null = null;

  use(codes: RequestCodes): void {
    this.codes = codes;
  }

  find(code: string): Promise<RequestCode | null> {
    return this.codes ? this.codes.find(code) : Promise.resolve(null);
  }
}

/**
 * A share's code lookup found a file request's code: not a wrong guess. The client sends the person to the request's
 * page (by the code exchange with the requester's open page, or by asking for the link).
 */
export class FileRequestCodeException extends ApiException {
  constructor({ requestLink, requesterPresent }: RequestCode) {
    super(
      'file_request_code',
      'This code is for sending files to someone who asked for them, not for opening a share.',
      {
        requestLink,
        requesterPresent,
      },
    );
  }
}
