import { ServiceUnavailableException } from '@nestjs/common';

/** 503 to a recipient still waiting for a sender's page when this instance shuts down. */
export class RelayStoppingException extends ServiceUnavailableException {
  constructor() {
    super('The server is restarting. Try again in a moment.');
  }
}
