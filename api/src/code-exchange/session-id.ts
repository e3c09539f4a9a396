import { SessionIdPipe, sessionIdParam } from '../relay/session-id.pipe.js';

/** A code exchange's `:sessionId`: checked, and documented. */
export const EXCHANGE_SESSION_ID = new SessionIdPipe("An exchange's");
export const SESSION_ID_PARAM = sessionIdParam('The id the start of the exchange answered');
