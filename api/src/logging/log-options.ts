import { type LoggerOptions, stdTimeFunctions } from 'pino';

/** What a logged error keeps: never its other properties (a failed query's parameters, a request's headers). */
interface LoggedError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
}

export function safeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.stack === undefined ? {} : { stack: error.stack }),
  };
}

/**
 * Field names that hold secrets wherever they appear, removed from any object logged. The access log is
 * built from safe fields only (request-description.ts): this is the second line, for a careless
 * `logger.log({ ...body })` in future code.
 */
const SECRET_FIELDS = ['password', 'manageKey', 'grant', 'folderUrl', 'qrCode', 'cookie', 'headers', 'body'];

/** The access log's pino options: JSON lines, ISO times, safe errors. Its lines are built of safe fields only. */
export const ACCESS_LOG_OPTIONS: LoggerOptions = {
  timestamp: stdTimeFunctions.isoTime,
  serializers: { err: safeError },
};

/** The options of every other logger of the process: the same, and fields named like secrets removed. */
export const LOG_OPTIONS: LoggerOptions = {
  ...ACCESS_LOG_OPTIONS,
  redact: { paths: SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]), remove: true },
};
