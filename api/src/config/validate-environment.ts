import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { Environment, type EnvironmentSource } from './environment.js';

/** Variables the API reads; everything else in the process environment is ignored. */
const VARIABLES: ReadonlyArray<keyof Environment> = [
  'PORT',
  'DATA_DIR',
  'PUBLIC_URL',
  'DATABASE_URL',
  'REDIS_URL',
  'TRUST_PROXY',
  'MAX_UPLOAD_BYTES',
  'UPLOAD_ABANDONED_AFTER_MINUTES',
  'E2E_MAX_BYTES',
  'FILE_REQUEST_MAX_BYTES',
  'FILE_REQUESTS_PER_CLIENT_PER_HOUR',
  'FILE_REQUEST_ANSWERS_MAX',
  'FILE_REQUEST_ANSWERS_PER_CLIENT_PER_HOUR',
  'RATE_LOOKUP_PER_MIN',
  'RATE_LOOKUP_FAIL_PER_15MIN',
  'RATE_SHARE_PASSWORD_FAIL_PER_15MIN',
  'RATE_UPLOAD_PER_HOUR',
  'RATE_LOGIN_FAIL_PER_15MIN',
  'LOGIN_ACCOUNT_POW_AFTER',
  'RATE_SIGNUP_PER_HOUR',
  'CODE_GUESS_EXPOSURE',
  'CODE_GUESS_POW_WORK',
  'CODE_GUESS_POW_SECRET',
  'CLIENT_DIR',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'WORKER_CONCURRENCY',
  'METRICS_PORT',
  'LOG_LEVEL',
  'OPERATOR_EMAILS',
  'SMTP_URL',
  'REPORT_MAIL_FROM',
  'RATE_REPORT_PER_HOUR',
  'CLAMAV_HOST',
  'CLAMAV_PORT',
  'SCAN_UNREACHABLE',
  'SCAN_TIMEOUT_MS',
  'THUMBNAIL_MAX_INPUT_PIXELS',
  'DIRECT_TRANSFER',
  'STUN_URLS',
  'TURN_URLS',
  'TURN_SECRET',
  'TURN_CREDENTIAL_TTL_SECONDS',
  'DIRECT_ICE_TRANSPORT_POLICY',
  'DIRECT_ONLY_GRACE_SECONDS',
  'DIRECT_WAITING_OFFERS_PER_SHARE',
  'DIRECT_SESSIONS_PER_SHARE_PER_MIN',
  'DIRECT_SESSIONS_PER_CLIENT_PER_MIN',
];

/**
 * Converts and validates the environment at start-up. Throws one error listing every bad variable by
 * name, with the value it got, so a typo stops the server with a message a person can act on.
 */
export function validateEnvironment(source: EnvironmentSource): Environment {
  const present: Record<string, string> = {};
  for (const name of VARIABLES) {
    const value = source[name];
    // An empty variable (FOO= in a compose file) means "not set".
    if (value !== undefined && value.trim() !== '') present[name] = value;
  }
  const environment = plainToInstance(Environment, present, { exposeDefaultValues: true });
  const errors = validateSync(environment, { whitelist: true, forbidUnknownValues: true, stopAtFirstError: true });
  if (errors.length > 0) {
    const lines = errors.map((error) => {
      const problems = Object.values(error.constraints ?? {}).join('; ');
      return `  ${error.property}=${JSON.stringify(present[error.property])}: ${problems}`;
    });
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return environment;
}
