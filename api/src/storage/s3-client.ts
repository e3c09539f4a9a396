import { S3Client } from '@aws-sdk/client-s3';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { S3Settings } from '../config/app-config.js';

/** An object store that takes longer than this to accept a connection is down: answer 503 rather than hang. */
const CONNECT_TIMEOUT_MS = 5_000;
/**
 * Most time from sending a request (an upload part's bytes included) to the store's response headers. It does
 * not cover reading a response body, which a slow download may leave paused for as long as it likes.
 */
const RESPONSE_TIMEOUT_MS = 60_000;
/**
 * Every download in progress holds one connection to the store for as long as it streams; the SDK's default of
 * 50 sockets would make the 51st concurrent download (and every upload) wait for one to free up.
 */
const MAX_SOCKETS = 1024;

/**
 * The one S3 client of the process. Checksums are only computed or checked where an operation requires them:
 * many S3-compatible stores (older MinIO, Ceph RGW, Garage, R2 in places) refuse or ignore the newer
 * x-amz-checksum headers that the SDK otherwise sends on every upload.
 */
export function createS3Client(settings: S3Settings): S3Client {
  const { accessKeyId, secretAccessKey } = settings;
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: CONNECT_TIMEOUT_MS,
      requestTimeout: RESPONSE_TIMEOUT_MS,
      throwOnRequestTimeout: true,
      httpAgent: new HttpAgent({ keepAlive: true, maxSockets: MAX_SOCKETS }),
      httpsAgent: new HttpsAgent({ keepAlive: true, maxSockets: MAX_SOCKETS }),
    },
  });
}

/** `S3_BUCKET="files" at S3_ENDPOINT="http://minio:9000"`: where the bytes go, as the configuration names it. */
export function describeBucket(settings: S3Settings): string {
  const where =
    settings.endpoint === undefined
      ? `on AWS S3 in S3_REGION="${settings.region}"`
      : `at S3_ENDPOINT="${settings.endpoint}"`;
  return `S3_BUCKET="${settings.bucket}" ${where}`;
}
