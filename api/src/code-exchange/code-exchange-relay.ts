import { MessageRelay } from '../relay/message-relay.js';
import type { ExchangeStep } from './exchange-messages.js';

/** Redis keys of the code exchange's relay start with this (`code-exchange:session:{id}`, …). */
export const CODE_EXCHANGE_RELAY_NAMESPACE = 'code-exchange';

/**
 * The code exchange's relay (relay/): its sessions are the exchange's two steps, hello then confirmation, and
 * a sender's page counts as open while it polls for them.
 */
export abstract class CodeExchangeRelay extends MessageRelay<ExchangeStep> {}
