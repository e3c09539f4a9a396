import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { isRandomToken, tokenHash } from '../common/random-token.js';

/** The header a requester's requests carry their requester key in. */
const REQUESTER_KEY_HEADER = 'X-Requester-Key';
/** Random bytes in a requester key: 128 bits, handed out once. */
export const REQUESTER_KEY_BYTES = 16;

export const REQUESTER_KEY_HEADER_DOC = {
  name: REQUESTER_KEY_HEADER,
  required: false,
  description: 'The requester key the creation answered with (22 base64url); not needed by the signed-in owner',
};

/** Who asks as the requester: the key the request carries (null when absent or malformed), else the signed-in owner. */
export interface Requester {
  key: string | null;
  ownerId: number | undefined;
}

export const RequesterCredentials = createParamDecorator((_data: unknown, context: ExecutionContext): Requester => {
  const request = context.switchToHttp().getRequest<Request>();
  const key = request.header(REQUESTER_KEY_HEADER);
  return { key: isRandomToken(key, REQUESTER_KEY_BYTES) ? key : null, ownerId: request.user?.id };
});

/** Whether `requester` may act on a request keeping `requesterKeyHash` and owned by `ownerId`. */
export function isRequester(requester: Requester, request: { requesterKeyHash: string; ownerId: number | null }) {
  if (requester.key !== null) return tokenHash(requester.key) === request.requesterKeyHash;
  return requester.ownerId !== undefined && requester.ownerId === request.ownerId;
}
