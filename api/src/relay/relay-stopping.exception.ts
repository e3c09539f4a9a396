import { ApiException } from '../errors/api-exception.js';

/** 503 to a recipient still waiting for a sender's page when this instance shuts down. */
export class RelayStoppingException extends ApiException {
  constructor() {
    super('server_restarting', 'The server is restarting. Try again in a moment.');
  }
}
