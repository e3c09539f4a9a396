import { Logger } from '@nestjs/common';

const logger = new Logger('RequestListeners');

function report(what: string, error: unknown): void {
  try {
    logger.error(`${what} failed: ${error instanceof Error ? error.message : String(error)}`, (error as Error)?.stack);
  } catch {
    // Nothing is left to tell it with; a listener must still not throw.
  }
}

/**
 * `listener`, made unable to throw: what it throws (or its promise rejects with) is logged under `what`
 * instead. For listeners on a request, its response or its streams (`close`, `finish`, `error`): they run
 * from the event loop, outside the request's own error path, where a throw is an uncaught exception that
 * ends the process, and with it every other request.
 */
export function logInsteadOfThrowing<Args extends unknown[]>(
  what: string,
  listener: (...args: Args) => void | Promise<void>,
): (...args: Args) => void {
  return (...args: Args) => {
    try {
      const done = listener(...args);
      if (done instanceof Promise) done.catch((error: unknown) => report(what, error));
    } catch (error) {
      report(what, error);
    }
  };
}
