import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Environment } from './environment.js';

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
  signupsPerHour: number;
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
  readonly trustProxy: boolean;
  readonly maxUploadBytes: number;
  readonly rateLimits: RateLimits;
  readonly clientDir: string;

  constructor(config: ConfigService) {
    const environment = config.getOrThrow<Environment>(ENVIRONMENT_CONFIG_KEY);
    this.port = environment.PORT;
    this.dataDir = resolve(environment.DATA_DIR);
    this.sqliteFile = join(this.dataDir, SQLITE_FILE_NAME);
    this.filesDir = join(this.dataDir, FILES_DIR_NAME);
    this.publicUrl = (environment.PUBLIC_URL ?? `http://localhost:${environment.PORT}`).replace(/\/+$/, '');
    this.databaseUrl = environment.DATABASE_URL;
    this.trustProxy = environment.TRUST_PROXY;
    this.maxUploadBytes = environment.MAX_UPLOAD_BYTES;
    this.rateLimits = {
      lookupsPerMinute: environment.RATE_LOOKUP_PER_MIN,
      failedLookupsPer15Minutes: environment.RATE_LOOKUP_FAIL_PER_15MIN,
      uploadsPerHour: environment.RATE_UPLOAD_PER_HOUR,
      failedLoginsPer15Minutes: environment.RATE_LOGIN_FAIL_PER_15MIN,
      signupsPerHour: environment.RATE_SIGNUP_PER_HOUR,
    };
    const clientDir = environment.CLIENT_DIR;
    this.clientDir = clientDir === undefined ? DEFAULT_CLIENT_DIR : isAbsolute(clientDir) ? clientDir : resolve(clientDir);
  }
}
