import { Logger } from '@nestjs/common';

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}

/**
 * Tells the log once when the database stops answering and once when it answers again, rather than once per
 * request: every request that needs it meanwhile answers 503 (the error filter maps its errors), and service
 * resumes by itself once new connections succeed, with no restart.
 */
export class DatabaseOutage {
  private readonly logger = new Logger('Database');
  private down = false;

  /** A connection failed or broke (a refused connection, a server shutting down, a query it did not answer). */
  failed(error: unknown): void {
    if (this.down) return;
    this.down = true;
    this.logger.error(
      `The database is not answering (${reasonOf(error)}): requests that need it answer 503 until it is back`,
    );
  }

  /** A new connection succeeded. */
  answered(): void {
    if (!this.down) return;
    this.down = false;
    this.logger.log('The database answers again: requests that need it are served again');
  }
}
