import { SessionIdPipe, sessionIdParam } from '../relay/session-id.pipe.js';

/** A direct transfer's `:sessionId`: checked, and documented. */
export const DIRECT_SESSION_ID = new SessionIdPipe("A direct transfer's");
export const DIRECT_SESSION_ID_PARAM = sessionIdParam("The id the sender's live poll handed over with the offer");
