import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { randomBytes } from 'node:crypto';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IceTransportPolicy } from './direct-transfer-environment.js';
import type { Environment, LogLevel, ScanUnreachable } from './environment.js';

/** Key under which the validated Environment sits in @nestjs/config. */
export const ENVIRONMENT_CONFIG_KEY = 'environment';

/** SQLite database file name inside DATA_DIR. */
export const SQLITE_FILE_NAME = 'sharecode.sqlite';
/** Folder inside DATA_DIR holding stored file bytes. */
export const FILES_DIR_NAME = 'files';

/** The client workspace's build output, found relative to this package (src/ and dist/ sit at the same depth). */
const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../../../client/dist', import.meta.url));

export interface RateLimits {
  lookupsPerMinute: number;
  failedLookupsPer15Minutes: number;
  uploadsPerHour: number;
  failedLoginsPer15Minutes: number;
  /** Failed logins for one account, all clients together, per 15 minutes before its logins need a proof of work. */
  accountLoginFailuresBeforeProofOfWork: number;
  failedSharePasswordsPer15Minutes: number;
  signupsPerHour: number;
  reportsPerHour: number;
  fileRequestsPerHour: number;
  fileRequestAnswersPerHour: number;
}

/** File requests (docs/design/file-requests.md): what one may take. */
export interface FileRequestLimits {
  /** Answers one request may take. */
  answersMax: number;
  /** The most one answer may hold. */
  answerMaxBytes: number;
}

export interface CodeGuessing {
  /** Expected shares a guesser may open per 15 minutes before code lookups need a proof of work. */
  exposure: number;
  /** Most hashes the first proof-of-work level asks for. */
  proofOfWorkWork: number;
  /** Signs challenges; drawn at start-up when not configured. */
  proofOfWorkSecret: string;
}

/** Who is told about reports, and how. */
export interface ReportMail {
  /** Undefined: no e-mail is sent. */
  smtpUrl: string | undefined;
  from: string;
}

/** The malware scanner, when CLAMAV_HOST is set. */
export interface ScanSettings {
  host: string;
  port: number;
  /** `wait`: a share stays being checked until clamd answers; `publish`: it opens marked unscanned. */
  whenUnreachable: ScanUnreachable;
  /** How long clamd may stay silent on one file. */
  timeoutMs: number;
}

/** Where file bytes go when S3_BUCKET is set. */
export interface S3Settings {
  bucket: string;
  /** Unset: AWS S3 itself. */
  endpoint: string | undefined;
  region: string;
  /** Both set, or both unset (the AWS SDK's default credential chain). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

/** A TURN relay the browsers may use, with the secret its credentials are signed with (TURN REST API). */
interface TurnSettings {
  urls: string[];
  secret: string;
  credentialTtlSeconds: number;
}

/** Direct transfer between the browsers (docs/direct-transfer.md). */
export interface DirectTransferSettings {
  /** Off: no page is told the sender is there for it, and the sender's poll answers 404. */
  enabled: boolean;
  stunUrls: string[];
  /** Undefined: no TURN relay (TURN_URLS unset). */
  turn: TurnSettings | undefined;
  iceTransportPolicy: IceTransportPolicy;
  /** A share sent directly only ends once its sender's page has not been seen for this long. */
  directOnlyGraceMs: number;
  /** How many direct sessions a share may have waiting, and start per minute per share and per client. */
  sessionLimits: DirectSessionLimits;
}

export interface DirectSessionLimits {
  waitingPerShare: number;
  perSharePerMinute: number;
  perClientPerMinute: number;
}

/** A comma-separated list, without blanks. */
function listOf(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** The one typed view of the configuration; everything else asks this class, never process.env. */
@Injectable()
export class AppConfig {
  readonly port: number;
  /** Absolute; relative DATA_DIR values are resolved against the working directory at start-up. */
  readonly dataDir: string;
  readonly sqliteFile: string;
  readonly filesDir: string;
  /** Origin for share links, without a trailing slash. */
  readonly publicUrl: string;
  readonly databaseUrl: string | undefined;
  /** Undefined: state every instance must share (rate limits, guessing budget, locks) stays in this process. */
  readonly redisUrl: string | undefined;
  readonly trustProxy: boolean;
  readonly maxUploadBytes: number;
  /** A resumable upload that received nothing for this long is abandoned, and its share ends (`stopped`). */
  readonly uploadAbandonedAfterMs: number;
  /** The most an end-to-end encrypted share may hold (docs/encryption.md). */
  readonly e2eMaxBytes: number;
  readonly rateLimits: RateLimits;
  readonly fileRequests: FileRequestLimits;
  readonly codeGuessing: CodeGuessing;
  readonly clientDir: string;
  /** Undefined: files are stored on local disk under filesDir. */
  readonly s3: S3Settings | undefined;
  /** Jobs a worker process runs at once. */
  readonly workerConcurrency: number;
  /** Undefined: metrics are off. */
  readonly metricsPort: number | undefined;
  readonly logLevel: LogLevel;
  /** Lower-cased account e-mails of the operators; empty: no operators. */
  readonly operatorEmails: ReadonlySet<string>;
  readonly reportMail: ReportMail;
  /** Undefined: no malware scanning (CLAMAV_HOST unset). */
  readonly scanning: ScanSettings | undefined;
  /** Photos larger than this many pixels get no thumbnail. */
  readonly thumbnailMaxInputPixels: number;
  readonly directTransfer: DirectTransferSettings;

  constructor(config: ConfigService) {
    const environment = config.getOrThrow<Environment>(ENVIRONMENT_CONFIG_KEY);
    this.port = environment.PORT;
    this.dataDir = resolve(environment.DATA_DIR);
    this.sqliteFile = join(this.dataDir, SQLITE_FILE_NAME);
    this.filesDir = join(this.dataDir, FILES_DIR_NAME);
    this.publicUrl = (environment.PUBLIC_URL ?? `http://localhost:${environment.PORT}`).replace(/\/+$/, '');
    this.databaseUrl = environment.DATABASE_URL;
    this.redisUrl = environment.REDIS_URL;
    this.trustProxy = environment.TRUST_PROXY;
    this.maxUploadBytes = environment.MAX_UPLOAD_BYTES;
    this.uploadAbandonedAfterMs = environment.UPLOAD_ABANDONED_AFTER_MINUTES * 60_000;
    this.e2eMaxBytes = environment.E2E_MAX_BYTES ?? environment.MAX_UPLOAD_BYTES;
    this.rateLimits = {
      lookupsPerMinute: environment.RATE_LOOKUP_PER_MIN,
      failedLookupsPer15Minutes: environment.RATE_LOOKUP_FAIL_PER_15MIN,
      uploadsPerHour: environment.RATE_UPLOAD_PER_HOUR,
      failedLoginsPer15Minutes: environment.RATE_LOGIN_FAIL_PER_15MIN,
      accountLoginFailuresBeforeProofOfWork: environment.LOGIN_ACCOUNT_POW_AFTER,
      failedSharePasswordsPer15Minutes: environment.RATE_SHARE_PASSWORD_FAIL_PER_15MIN,
      signupsPerHour: environment.RATE_SIGNUP_PER_HOUR,
      reportsPerHour: environment.RATE_REPORT_PER_HOUR,
      fileRequestsPerHour: environment.FILE_REQUESTS_PER_CLIENT_PER_HOUR,
      fileRequestAnswersPerHour: environment.FILE_REQUEST_ANSWERS_PER_CLIENT_PER_HOUR,
    };
    this.fileRequests = {
      answersMax: environment.FILE_REQUEST_ANSWERS_MAX,
      answerMaxBytes: environment.FILE_REQUEST_MAX_BYTES ?? this.e2eMaxBytes,
    };
    this.codeGuessing = {
      exposure: environment.CODE_GUESS_EXPOSURE,
      proofOfWorkWork: environment.CODE_GUESS_POW_WORK,
      proofOfWorkSecret: environment.CODE_GUESS_POW_SECRET ?? randomBytes(32).toString('base64url'),
    };
    const clientDir = environment.CLIENT_DIR;
    this.clientDir =
      clientDir === undefined ? DEFAULT_CLIENT_DIR : isAbsolute(clientDir) ? clientDir : resolve(clientDir);
    this.s3 =
      environment.S3_BUCKET === undefined
        ? undefined
        : {
            bucket: environment.S3_BUCKET,
            endpoint: environment.S3_ENDPOINT,
            region: environment.S3_REGION,
            accessKeyId: environment.S3_ACCESS_KEY_ID,
            secretAccessKey: environment.S3_SECRET_ACCESS_KEY,
            forcePathStyle: environment.S3_FORCE_PATH_STYLE,
          };
    this.workerConcurrency = environment.WORKER_CONCURRENCY;
    this.metricsPort = environment.METRICS_PORT;
    this.logLevel = environment.LOG_LEVEL;
    this.operatorEmails = new Set(listOf(environment.OPERATOR_EMAILS).map((email) => email.toLowerCase()));
    this.reportMail = { smtpUrl: environment.SMTP_URL, from: environment.REPORT_MAIL_FROM };
    this.scanning =
      environment.CLAMAV_HOST === undefined
        ? undefined
        : {
            host: environment.CLAMAV_HOST,
            port: environment.CLAMAV_PORT,
            whenUnreachable: environment.SCAN_UNREACHABLE,
            timeoutMs: environment.SCAN_TIMEOUT_MS,
          };
    this.thumbnailMaxInputPixels = environment.THUMBNAIL_MAX_INPUT_PIXELS;
    this.directTransfer = {
      enabled: environment.DIRECT_TRANSFER,
      stunUrls: listOf(environment.STUN_URLS),
      turn:
        environment.TURN_URLS === undefined
          ? undefined
          : {
              urls: listOf(environment.TURN_URLS),
              // Validation requires the secret whenever TURN_URLS is set.
              secret: environment.TURN_SECRET!,
              credentialTtlSeconds: environment.TURN_CREDENTIAL_TTL_SECONDS,
            },
      iceTransportPolicy: environment.DIRECT_ICE_TRANSPORT_POLICY,
      directOnlyGraceMs: environment.DIRECT_ONLY_GRACE_SECONDS * 1000,
      sessionLimits: {
        waitingPerShare: environment.DIRECT_WAITING_OFFERS_PER_SHARE,
        perSharePerMinute: environment.DIRECT_SESSIONS_PER_SHARE_PER_MIN,
        perClientPerMinute: environment.DIRECT_SESSIONS_PER_CLIENT_PER_MIN,
      },
    };
  }
}
