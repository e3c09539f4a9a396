import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import type { ApiParamOptions } from '@nestjs/swagger';
import { isSessionId, SESSION_ID_PATTERN } from '../relay/session-id.js';

const INVALID_SESSION_ID_MESSAGE = "A direct transfer's session id is 22 characters: letters, digits, - and _.";

/** Validates a `:sessionId` route parameter. */
@Injectable()
export class DirectSessionIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isSessionId(value)) throw new BadRequestException(INVALID_SESSION_ID_MESSAGE);
    return value;
  }
}

export const DIRECT_SESSION_ID_PARAM: ApiParamOptions = {
  name: 'sessionId',
  description: "The id the sender's poll handed over with the offer",
  example: 'q8Xk0vY3m9TfR2cLw7hN1A',
  schema: { type: 'string', pattern: SESSION_ID_PATTERN },
};
