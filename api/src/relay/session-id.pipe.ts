import { ApiException } from '../errors/api-exception.js';
import type { PipeTransform } from '@nestjs/common';
import type { ApiParamOptions } from '@nestjs/swagger';
import { isSessionId, SESSION_ID_PATTERN } from './session-id.js';

/** Validates a relay route's `:sessionId` parameter; the 400 names whose session it is ("An exchange's"). */
export class SessionIdPipe implements PipeTransform<string, string> {
  private readonly message: string;

  constructor(whose: string) {
    this.message = `${whose} session id is 22 characters: letters, digits, - and _.`;
  }

  transform(value: string): string {
    if (!isSessionId(value)) throw new ApiException('invalid_session_id', this.message);
    return value;
  }
}

/** The OpenAPI description of a relay route's `:sessionId` parameter (or a body's session id). */
export function sessionIdParam(description: string): ApiParamOptions {
  return {
    name: 'sessionId',
    description,
    example: 'q8Xk0vY3m9TfR2cLw7hN1A',
    schema: { type: 'string', pattern: SESSION_ID_PATTERN },
  };
}
