/** Named throttlers: each counts its own requests per client. */
export const LOOKUP_THROTTLER = 'lookup';
export const UPLOAD_THROTTLER = 'upload';
export const SIGNUP_THROTTLER = 'signup';
export const REPORT_THROTTLER = 'report';
export const FILE_REQUEST_THROTTLER = 'file-request';
export const FILE_REQUEST_ANSWER_THROTTLER = 'file-request-answer';
/** Not a guard throttler: failures are counted after the fact by FailedLookupLimiter. */
export const FAILED_LOOKUP_THROTTLER = 'failed-lookup';
/** Not a guard throttler either: failed logins are counted by the auth module's LoginAttemptLimiter. */
export const FAILED_LOGIN_THROTTLER = 'failed-login';

export type ThrottledRouteKind =
  | typeof LOOKUP_THROTTLER
  | typeof UPLOAD_THROTTLER
  | typeof SIGNUP_THROTTLER
  | typeof REPORT_THROTTLER
  | typeof FILE_REQUEST_THROTTLER
  | typeof FILE_REQUEST_ANSWER_THROTTLER;

const MINUTE_MS = 60_000;
/** The windows the RATE_* variables are counted over (their names say so). */
export const LOOKUP_WINDOW_MS = MINUTE_MS;
export const FAILED_LOOKUP_WINDOW_MS = 15 * MINUTE_MS;
export const UPLOAD_WINDOW_MS = 60 * MINUTE_MS;
export const SIGNUP_WINDOW_MS = 60 * MINUTE_MS;
export const REPORT_WINDOW_MS = 60 * MINUTE_MS;
export const FILE_REQUEST_WINDOW_MS = 60 * MINUTE_MS;
export const FAILED_LOGIN_WINDOW_MS = 15 * MINUTE_MS;

/** Route metadata set by @RateLimited: the one named throttler the route counts against. */
export const RATE_LIMIT_KIND = 'sharecode:rate-limit-kind';
