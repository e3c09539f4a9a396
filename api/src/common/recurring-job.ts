import type { Logger } from '@nestjs/common';

/** Runs `work`, logging a failure (`{what} failed: …`) rather than passing it on. Never rejects. */
export async function runLogged(logger: Logger, what: string, work: () => Promise<unknown>): Promise<void> {
  await work().catch((error: Error) => logger.error(`${what} failed: ${error.stack ?? error.message}`));
}

/**
 * The scheduled runs of one background job (a cleanup, a sweep). A run never overlaps the one before it: a
 * slow run (many files to delete) makes the next tick a no-op instead. A failed run is logged, and the
 * schedule goes on.
 */
export class RecurringJob {
  private running: Promise<void> | undefined;

  constructor(
    private readonly logger: Logger,
    private readonly what: string,
  ) {}

  /** Starts a run unless the last one is still going; resolves once this run is over. Never rejects. */
  async run(work: () => Promise<unknown>): Promise<void> {
    if (this.running) return;
    this.running = runLogged(this.logger, this.what, work).finally(() => (this.running = undefined));
    await this.running;
  }
}
