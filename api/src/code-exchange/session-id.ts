import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import type { ApiParamOptions } from '@nestjs/swagger';
import { isRandomToken, randomToken } from '../common/random-token.js';

/** 128 bits: a session id cannot be guessed, and never comes up twice. */
const SESSION_ID_BYTES = 16;
const SESSION_ID_PATTERN = '^[A-Za-z0-9_-]{22}$';
const INVALID_SESSION_ID_MESSAGE = "An exchange's session id is 22 characters: letters, digits, - and _.";

/** A new exchange's id: 16 random bytes as 22 base64url characters. */
export function newSessionId(): string {
  return randomToken(SESSION_ID_BYTES);
}

/** Validates a `:sessionId` route parameter. */
@Injectable()
export class SessionIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isRandomToken(value, SESSION_ID_BYTES)) throw new BadRequestException(INVALID_SESSION_ID_MESSAGE);
    return value;
  }
}

export const SESSION_ID_PARAM: ApiParamOptions = {
  name: 'sessionId',
  description: 'The id the start of the exchange answered',
  example: 'q8Xk0vY3m9TfR2cLw7hN1A',
  schema: { type: 'string', pattern: SESSION_ID_PATTERN },
};
