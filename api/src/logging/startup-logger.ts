import { pino } from 'pino';
import { JsonLogger } from './json-logger.js';
import { logDestination } from './log-destination.js';
import { LOG_OPTIONS } from './log-options.js';

/**
 * The context Nest logs a failed start-up's error under, with its stack. Not written: the entry point's catch
 * (exitOnStartupFailure) says it in one line a person reads, and a stack there only hides it.
 */
const NEST_EXCEPTION_HANDLER = 'ExceptionHandler';

/**
 * Nest's logger until the app's own is ready (the configuration, and with it LOG_LEVEL, is read during
 * start-up), and for a start-up that fails: the same JSON lines at info level.
 */
export class StartupLogger extends JsonLogger {
  constructor() {
    super(pino({ ...LOG_OPTIONS, level: 'info' }, logDestination()));
  }

  protected override writes(context: unknown): boolean {
    return context !== NEST_EXCEPTION_HANDLER;
  }
}
