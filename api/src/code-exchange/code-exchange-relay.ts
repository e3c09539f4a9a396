import { MessageRelay } from '../relay/message-relay.js';
import type { ExchangeStep } from './exchange-messages.js';

/** Redis keys of the code exchange's relay start with this (`code-exchange:session:{id}`, …). */
export const CODE_EXCHANGE_RELAY_NAMESPACE = 'code-exchange';

/**
 * The file requests' exchanges have a relay of their own, whose keys, topics and presences (`code-exchange:request:
 * {request id}`) start with this: a request's id never names a share's inbox, nor a share's id a request's.
 */
export const REQUEST_EXCHANGE_RELAY_NAMESPACE = 'code-exchange:request';

/**
 * The code exchange's relay (relay/): its sessions are the exchange's two steps, hello then confirmation, and
 * a sender's page counts as open while it polls for them.
 */
export abstract class CodeExchangeRelay extends MessageRelay<ExchangeStep> {}

/** The same relay for file requests: sessions with a requester's page, by request id. */
export abstract class RequestExchangeRelay extends MessageRelay<ExchangeStep> {}
