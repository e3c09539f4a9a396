import { Injectable } from '@nestjs/common';
import { PresenceBook } from '../relay/presence-book.js';
import { REQUEST_EXCHANGE_RELAY_NAMESPACE } from './code-exchange-relay.js';

/**
 * Whether a file request's requester has a page open that answers its code exchange (its live poll names the
 * request): what the request's read and the code lookup say as `requesterPresent`. It needs only the presence
 * book (RelayWakesModule), so the file-requests module provides it without importing the code exchange's module,
 * which imports file requests for RequestHosting.
 */
@Injectable()
export class RequesterPresence {
  constructor(private readonly presences: PresenceBook) {}

  isPresent(requestId: number): Promise<boolean> {
    return this.presences.isPresent(requesterPresenceMember(requestId));
  }
}

/** The request's member in the presence book: the one its relay (RequestExchangeRelay) marks. */
export function requesterPresenceMember(requestId: number): string {
  return `${REQUEST_EXCHANGE_RELAY_NAMESPACE}:${requestId}`;
}
