import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { DIRECT_TRANSFER_DEFAULTS, DirectTransferEnvironment } from './direct-transfer-environment.js';
import { FALSE_WORDS, PositiveWholeNumber, toBoolean, toDecimal, toInteger, TRUE_WORDS } from './environment-values.js';

const GIB = 1024 ** 3;

/**
 * Every configuration default, named once. The README's configuration table mirrors this object.
 * PUBLIC_URL defaults to http://localhost:$PORT, E2E_MAX_BYTES to MAX_UPLOAD_BYTES, FILE_REQUEST_MAX_BYTES to
 * E2E_MAX_BYTES and CLIENT_DIR to the client workspace's build output; all four are derived in AppConfig.
 */
export const CONFIG_DEFAULTS = {
  PORT: 3000,
  DATA_DIR: './data',
  TRUST_PROXY: false,
  MAX_UPLOAD_BYTES: 2 * GIB,
  UPLOAD_ABANDONED_AFTER_MINUTES: 24 * 60,
  RATE_LOOKUP_PER_MIN: 60,
  RATE_LOOKUP_FAIL_PER_15MIN: 10,
  RATE_SHARE_PASSWORD_FAIL_PER_15MIN: 10,
  RATE_UPLOAD_PER_HOUR: 60,
  RATE_LOGIN_FAIL_PER_15MIN: 10,
  LOGIN_ACCOUNT_POW_AFTER: 50,
  RATE_SIGNUP_PER_HOUR: 10,
  CODE_GUESS_EXPOSURE: 0.1,
  CODE_GUESS_POW_WORK: 50_000,
  S3_REGION: 'us-east-1',
  S3_FORCE_PATH_STYLE: false,
  WORKER_CONCURRENCY: 2,
  LOG_LEVEL: 'info',
  RATE_REPORT_PER_HOUR: 10,
  FILE_REQUESTS_PER_CLIENT_PER_HOUR: 10,
  FILE_REQUEST_ANSWERS_MAX: 100,
  FILE_REQUEST_ANSWERS_PER_CLIENT_PER_HOUR: 20,
  REPORT_MAIL_FROM: 'Sharecode <noreply@localhost>',
  CLAMAV_PORT: 3310,
  SCAN_UNREACHABLE: 'wait',
  SCAN_TIMEOUT_MS: 300_000,
  THUMBNAIL_MAX_INPUT_PIXELS: 100_000_000,
  ...DIRECT_TRANSFER_DEFAULTS,
} as const;

/** What happens to a new share while clamd cannot be reached: it waits for the scanner, or opens unscanned. */
const SCAN_UNREACHABLE_CHOICES = ['wait', 'publish'] as const;
export type ScanUnreachable = (typeof SCAN_UNREACHABLE_CHOICES)[number];

/** pino's levels, most verbose first; `silent` logs nothing. */
const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A proof of work's counter is a uint32, and the hardest level must still fit in it. */
const MAX_POW_WORK = 2 ** 24;
/** Shorter secrets could be brute-forced offline from one signed challenge. */
const MIN_POW_SECRET_LENGTH = 32;

/** `ada@example.com` or `Ada <ada@example.com>`. */
const MAIL_FROM_PATTERN = /^\s*(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)\s*$/;
/** One or more addresses separated by commas, spaces allowed around them. */
const OPERATOR_EMAILS_PATTERN = /^\s*[^\s@,]+@[^\s@,]+(\s*,\s*[^\s@,]+@[^\s@,]+)*\s*$/;

/**
 * The environment variables the API reads, after conversion. Unset or empty means "use the default".
 * The type check sits last on each property: class-validator runs the decorators bottom-up and stops at
 * the first failure, so "abc" is reported as not a number rather than as out of range.
 */
export class Environment extends DirectTransferEnvironment {
  @Transform(toInteger)
  @Min(1)
  @Max(65535)
  @IsInt({ message: 'PORT must be a whole number' })
  PORT: number = CONFIG_DEFAULTS.PORT;

  @IsString()
  @MinLength(1)
  DATA_DIR: string = CONFIG_DEFAULTS.DATA_DIR;

  @IsOptional()
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'PUBLIC_URL must be an absolute http(s) URL such as https://share.example.com' },
  )
  PUBLIC_URL?: string;

  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/.+/, {
    message: 'DATABASE_URL must be a postgres:// URL (leave it unset to use the embedded SQLite database)',
  })
  DATABASE_URL?: string;

  /** Unset: rate limits, the guessing budget and locks live in this process. Set: in this Redis, shared by every instance. */
  @IsOptional()
  @Matches(/^rediss?:\/\/.+/, {
    message:
      'REDIS_URL must be a redis:// or rediss:// URL (leave it unset to keep rate limits and locks in this process)',
  })
  REDIS_URL?: string;

  @Transform(toBoolean)
  @IsBoolean({ message: `TRUST_PROXY must be one of ${[...TRUE_WORDS, ...FALSE_WORDS].join(', ')}` })
  TRUST_PROXY: boolean = CONFIG_DEFAULTS.TRUST_PROXY;

  @PositiveWholeNumber('MAX_UPLOAD_BYTES must be a whole number of bytes')
  MAX_UPLOAD_BYTES: number = CONFIG_DEFAULTS.MAX_UPLOAD_BYTES;

  /**
   * How long a resumable upload may receive nothing before it counts as abandoned: its share, open since the
   * upload began, then ends (`stopped`) with its bytes, and the upload is forgotten. A day by default: a phone
   * that lost its network overnight still resumes where it was.
   */
  @PositiveWholeNumber('UPLOAD_ABANDONED_AFTER_MINUTES must be a whole number of minutes')
  UPLOAD_ABANDONED_AFTER_MINUTES: number = CONFIG_DEFAULTS.UPLOAD_ABANDONED_AFTER_MINUTES;

  /** The most an end-to-end encrypted share may hold; unset: MAX_UPLOAD_BYTES (derived in AppConfig). */
  @IsOptional()
  @PositiveWholeNumber('E2E_MAX_BYTES must be a whole number of bytes')
  E2E_MAX_BYTES?: number;

  /** The most one answer to a file request may hold; unset: E2E_MAX_BYTES (derived in AppConfig). */
  @IsOptional()
  @PositiveWholeNumber('FILE_REQUEST_MAX_BYTES must be a whole number of bytes')
  FILE_REQUEST_MAX_BYTES?: number;

  /** File requests one client may make per hour. */
  @PositiveWholeNumber('FILE_REQUESTS_PER_CLIENT_PER_HOUR must be a whole number')
  FILE_REQUESTS_PER_CLIENT_PER_HOUR: number = CONFIG_DEFAULTS.FILE_REQUESTS_PER_CLIENT_PER_HOUR;

  /** Answers one file request may take. */
  @PositiveWholeNumber('FILE_REQUEST_ANSWERS_MAX must be a whole number')
  FILE_REQUEST_ANSWERS_MAX: number = CONFIG_DEFAULTS.FILE_REQUEST_ANSWERS_MAX;

  /** Answers to file requests one client may start per hour. */
  @PositiveWholeNumber('FILE_REQUEST_ANSWERS_PER_CLIENT_PER_HOUR must be a whole number')
  FILE_REQUEST_ANSWERS_PER_CLIENT_PER_HOUR: number = CONFIG_DEFAULTS.FILE_REQUEST_ANSWERS_PER_CLIENT_PER_HOUR;

  @PositiveWholeNumber('RATE_LOOKUP_PER_MIN must be a whole number')
  RATE_LOOKUP_PER_MIN: number = CONFIG_DEFAULTS.RATE_LOOKUP_PER_MIN;

  @PositiveWholeNumber('RATE_LOOKUP_FAIL_PER_15MIN must be a whole number')
  RATE_LOOKUP_FAIL_PER_15MIN: number = CONFIG_DEFAULTS.RATE_LOOKUP_FAIL_PER_15MIN;

  /** Wrong passwords for one protected share, and from one client, per 15 minutes (each counted on its own). */
  @PositiveWholeNumber('RATE_SHARE_PASSWORD_FAIL_PER_15MIN must be a whole number')
  RATE_SHARE_PASSWORD_FAIL_PER_15MIN: number = CONFIG_DEFAULTS.RATE_SHARE_PASSWORD_FAIL_PER_15MIN;

  @PositiveWholeNumber('RATE_UPLOAD_PER_HOUR must be a whole number')
  RATE_UPLOAD_PER_HOUR: number = CONFIG_DEFAULTS.RATE_UPLOAD_PER_HOUR;

  /** Failed logins (and wrong passwords when deleting an account) per 15 minutes, per account and client pair. */
  @PositiveWholeNumber('RATE_LOGIN_FAIL_PER_15MIN must be a whole number')
  RATE_LOGIN_FAIL_PER_15MIN: number = CONFIG_DEFAULTS.RATE_LOGIN_FAIL_PER_15MIN;

  /** Failed logins for one account from all clients per 15 minutes, past which its logins need a proof of work. */
  @PositiveWholeNumber('LOGIN_ACCOUNT_POW_AFTER must be a whole number')
  LOGIN_ACCOUNT_POW_AFTER: number = CONFIG_DEFAULTS.LOGIN_ACCOUNT_POW_AFTER;

  /** Signup requests per hour, per client. */
  @PositiveWholeNumber('RATE_SIGNUP_PER_HOUR must be a whole number')
  RATE_SIGNUP_PER_HOUR: number = CONFIG_DEFAULTS.RATE_SIGNUP_PER_HOUR;

  /**
   * The expected number of shares a code guesser may open per 15 minutes before code lookups need a proof of
   * work (docs/access-control.md).
   */
  @Transform(toDecimal)
  @Min(0.000001, { message: 'CODE_GUESS_EXPOSURE must be above 0' })
  @IsNumber({}, { message: 'CODE_GUESS_EXPOSURE must be a number such as 0.1' })
  CODE_GUESS_EXPOSURE: number = CONFIG_DEFAULTS.CODE_GUESS_EXPOSURE;

  /** Hashes the first proof-of-work level asks for at most; each further level doubles it. */
  @Transform(toInteger)
  @Min(1)
  @Max(MAX_POW_WORK)
  @IsInt({ message: 'CODE_GUESS_POW_WORK must be a whole number' })
  CODE_GUESS_POW_WORK: number = CONFIG_DEFAULTS.CODE_GUESS_POW_WORK;

  /** Signs proof-of-work challenges; unset, each process draws its own (set one shared value on every instance). */
  @IsOptional()
  @IsString()
  @MinLength(MIN_POW_SECRET_LENGTH, {
    message: `CODE_GUESS_POW_SECRET must be at least ${MIN_POW_SECRET_LENGTH} characters`,
  })
  CODE_GUESS_POW_SECRET?: string;

  @IsOptional()
  @IsString()
  @MinLength(1)
  CLIENT_DIR?: string;

  /**
   * Unset: files live on local disk under DATA_DIR. Set: in this bucket of an S3-compatible object store.
   * Required once any other S3_ variable is set, so a half-done S3 setup never falls back to local disk.
   */
  @Matches(/^[A-Za-z0-9][A-Za-z0-9._-]{1,61}[A-Za-z0-9]$/, {
    message: 'S3_BUCKET must be a bucket name: 3 to 63 letters, digits, dots, hyphens or underscores',
  })
  @IsString({
    message:
      'S3_BUCKET must be set when S3_ENDPOINT or S3_ACCESS_KEY_ID is (unset them all to store files on local disk)',
  })
  @ValidateIf((environment: Environment) =>
    [environment.S3_BUCKET, environment.S3_ENDPOINT, environment.S3_ACCESS_KEY_ID].some((value) => value !== undefined),
  )
  S3_BUCKET?: string;

  /** Unset: AWS S3 itself. MinIO, R2, Ceph RGW, Garage and the like need their URL here. */
  @IsOptional()
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'S3_ENDPOINT must be an absolute http(s) URL such as https://s3.example.com' },
  )
  S3_ENDPOINT?: string;

  @IsString()
  @Matches(/^[a-z0-9-]+$/, { message: 'S3_REGION must be a region name such as us-east-1' })
  S3_REGION: string = CONFIG_DEFAULTS.S3_REGION;

  /** With S3_SECRET_ACCESS_KEY; both unset, the AWS SDK's own chain (AWS_* variables, instance role) applies. */
  @ValidateIf((environment: Environment) => environment.S3_SECRET_ACCESS_KEY !== undefined)
  @IsString({ message: 'S3_ACCESS_KEY_ID must be set together with S3_SECRET_ACCESS_KEY' })
  S3_ACCESS_KEY_ID?: string;

  @ValidateIf((environment: Environment) => environment.S3_ACCESS_KEY_ID !== undefined)
  @IsString({ message: 'S3_SECRET_ACCESS_KEY must be set together with S3_ACCESS_KEY_ID' })
  S3_SECRET_ACCESS_KEY?: string;

  /** Path-style URLs (endpoint/bucket/key) rather than bucket.endpoint: most self-hosted stores need it on. */
  @Transform(toBoolean)
  @IsBoolean({ message: `S3_FORCE_PATH_STYLE must be one of ${[...TRUE_WORDS, ...FALSE_WORDS].join(', ')}` })
  S3_FORCE_PATH_STYLE: boolean = CONFIG_DEFAULTS.S3_FORCE_PATH_STYLE;

  /** Jobs one worker process runs at once (each worker process; run more workers to spread the load). */
  @PositiveWholeNumber('WORKER_CONCURRENCY must be a whole number')
  WORKER_CONCURRENCY: number = CONFIG_DEFAULTS.WORKER_CONCURRENCY;

  /** Unset: no metrics. Set: Prometheus metrics on this port (a port of its own, never the public one). */
  @Transform(toInteger)
  @IsOptional()
  @Min(1)
  @Max(65535)
  @IsInt({ message: 'METRICS_PORT must be a whole number' })
  METRICS_PORT?: number;

  @IsIn(LOG_LEVELS, { message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
  LOG_LEVEL: LogLevel = CONFIG_DEFAULTS.LOG_LEVEL;

  /**
   * Who may use the operator console: account e-mails separated by commas, compared case-insensitively.
   * Unset: nobody (docs/moderation.md).
   */
  @IsOptional()
  @Matches(OPERATOR_EMAILS_PATTERN, {
    message: 'OPERATOR_EMAILS must be e-mail addresses separated by commas, such as ada@example.com,bob@example.com',
  })
  OPERATOR_EMAILS?: string;

  /** Where report notices to the operators are sent through; unset, no e-mail is sent. */
  @IsOptional()
  @Matches(/^smtps?:\/\/.+/, {
    message: 'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587',
  })
  SMTP_URL?: string;

  /** The From of e-mails about reports: an address, or a name and an address in angle brackets. */
  @Matches(MAIL_FROM_PATTERN, {
    message:
      'REPORT_MAIL_FROM must be an e-mail address, or a name and one in angle brackets: Sharecode <noreply@example.com>',
  })
  REPORT_MAIL_FROM: string = CONFIG_DEFAULTS.REPORT_MAIL_FROM;

  /** Reports (POST /api/reports) per client per hour. */
  @PositiveWholeNumber('RATE_REPORT_PER_HOUR must be a whole number')
  RATE_REPORT_PER_HOUR: number = CONFIG_DEFAULTS.RATE_REPORT_PER_HOUR;

  /** Unset: no malware scanning. Set: every new share is scanned by the clamd at this host before it opens. */
  @IsOptional()
  @Matches(/^[A-Za-z0-9.:[\]_-]+$/, { message: 'CLAMAV_HOST must be a host name or IP address such as clamav' })
  CLAMAV_HOST?: string;

  @Transform(toInteger)
  @Min(1)
  @Max(65535)
  @IsInt({ message: 'CLAMAV_PORT must be a whole number' })
  CLAMAV_PORT: number = CONFIG_DEFAULTS.CLAMAV_PORT;

  @IsIn(SCAN_UNREACHABLE_CHOICES, {
    message: `SCAN_UNREACHABLE must be one of ${SCAN_UNREACHABLE_CHOICES.join(', ')}`,
  })
  SCAN_UNREACHABLE: ScanUnreachable = CONFIG_DEFAULTS.SCAN_UNREACHABLE;

  /** How long clamd may stay silent on one file (it answers only once it has scanned the whole file). */
  @PositiveWholeNumber('SCAN_TIMEOUT_MS must be a whole number of milliseconds')
  SCAN_TIMEOUT_MS: number = CONFIG_DEFAULTS.SCAN_TIMEOUT_MS;

  /**
   * The most pixels (width × height, as the image's header says) of a photo a thumbnail is made of: a guard
   * against decompression bombs (a few kilobytes that claim to be gigapixels). Larger images get none.
   */
  @PositiveWholeNumber('THUMBNAIL_MAX_INPUT_PIXELS must be a whole number of pixels')
  THUMBNAIL_MAX_INPUT_PIXELS: number = CONFIG_DEFAULTS.THUMBNAIL_MAX_INPUT_PIXELS;
}

export type EnvironmentSource = Readonly<Record<string, string | undefined>>;
