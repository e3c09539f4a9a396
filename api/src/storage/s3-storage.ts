import type { S3Client } from '@aws-sdk/client-s3';
import { Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Readable } from 'node:stream';
import type { S3Settings } from '../config/app-config.js';
import { partBytesFor, S3Bucket } from './s3-bucket.js';
import { createS3Client, describeBucket } from './s3-client.js';
import { FILES_PREFIX, fileObjectName, PARTIALS_PREFIX } from './s3-layout.js';
import type { Metrics } from '../metrics/metrics.js';
import type { SpaceState } from './disk-space.js';
import { describeFailure, StorageOutage } from './s3-outage.js';
import { S3PartialObjects } from './s3-partial-objects.js';
import { isStorageKey, newStorageKey } from './storage-key.js';
import { type ByteRange, StorageService, type StoredObject, StoredObjectNotFoundError } from './storage.service.js';

/** A health probe waits this long for the bucket before reporting storage down. */
const HEALTH_CHECK_TIMEOUT_MS = 5_000;

/** Why HeadBucket failed, in the words of the settings a person would fix; a 404 or 403 carries no message. */
export function whyUnreachable(error: unknown): string {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  if (status === 404) return 'the bucket does not exist (HTTP 404)';
  if (status === 403) return 'access denied (HTTP 403): check the credentials and the bucket policy';
  if (status === 301 || status === 400)
    return `the store refused the request (HTTP ${status}): check S3_REGION and S3_FORCE_PATH_STYLE`;
  return describeFailure(error);
}

/**
 * Stores objects in a bucket of an S3-compatible store (AWS S3, MinIO, R2, Ceph RGW, Garage), through the AWS
 * SDK. Uploads stream in as multipart uploads and downloads stream out of GetObject, ranges included, so memory
 * stays flat whatever the size. The bucket must exist: it is checked at start-up, and a store that fails later
 * answers 503 to the requests that need it until it is back (see StorageOutage).
 */
export class S3Storage extends StorageService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(S3Storage.name);
  private readonly client: S3Client;
  private readonly bucket: S3Bucket;
  private readonly partials: S3PartialObjects;

  /** `maxObjectBytes` (the most one share may hold) sets the multipart part size: S3 allows 10 000 parts. */
  constructor(
    private readonly settings: S3Settings,
    maxObjectBytes: number,
    metrics: Metrics,
  ) {
    super();
    this.client = createS3Client(settings);
    const outage = new StorageOutage(this.logger, describeBucket(settings), metrics);
    this.bucket = new S3Bucket(this.client, settings.bucket, outage, this.logger, partBytesFor(maxObjectBytes));
    this.partials = new S3PartialObjects(this.bucket);
  }

  /** A bucket that cannot be reached at start-up stops the server, naming the settings to check. */
  async onModuleInit(): Promise<void> {
    try {
      await this.bucket.check();
    } catch (error) {
      // The app will not run: nothing else would close the client's sockets.
      this.client.destroy();
      const cause = error instanceof Error && error.cause ? error.cause : error;
      throw new Error(
        `${describeBucket(this.settings)} cannot be reached: ${whyUnreachable(cause)}. Check S3_BUCKET, S3_ENDPOINT, ` +
          'S3_REGION, S3_FORCE_PATH_STYLE and the credentials (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY).',
        { cause: error },
      );
    }
  }

  /** Only once the HTTP server has closed: downloads still streaming at shutdown read from the client's sockets. */
  onApplicationShutdown(): void {
    this.client.destroy();
  }

  /** Whatever the options: the SDK copies the source's chunks into its parts, leaving them to the collector. */
  async write(source: Readable): Promise<StoredObject> {
    const key = newStorageKey();
    const size = await this.bucket.upload(fileObjectName(key), source);
    return { key, size };
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const body = await this.bucket.open(this.objectName(key), range);
    if (!body) throw new StoredObjectNotFoundError(key);
    return body;
  }

  async size(key: string): Promise<number> {
    const size = await this.bucket.sizeOf(this.objectName(key));
    if (size === undefined) throw new StoredObjectNotFoundError(key);
    return size;
  }

  async delete(key: string): Promise<void> {
    await this.bucket.remove(this.objectName(key));
  }

  async *keys(storedBefore?: Date): AsyncIterable<string> {
    for await (const object of this.bucket.list(FILES_PREFIX)) {
      const key = object.name.slice(FILES_PREFIX.length);
      if (!isStorageKey(key)) continue;
      if (storedBefore && object.storedAt >= storedBefore) continue;
      yield key;
    }
  }

  /** A bucket has no free space to run out of. */
  async check(): Promise<SpaceState> {
    await this.bucket.check(HEALTH_CHECK_TIMEOUT_MS);
    return 'up';
  }

  createPartial(): Promise<string> {
    return Promise.resolve(newStorageKey());
  }

  /** Whatever the options: its parts are gathered from copies of the source's chunks. */
  async appendPartial(key: string, offset: number, source: Readable): Promise<number> {
    return this.partials.append(this.checked(key), offset, source);
  }

  async partialSize(key: string): Promise<number> {
    return this.partials.size(this.checked(key));
  }

  async readPartial(key: string, range: ByteRange): Promise<Readable> {
    const source = await this.partials.read(this.checked(key), range);
    if (!source) throw new StoredObjectNotFoundError(key);
    return source;
  }

  async storeWhole(key: string, bytes: readonly Buffer[]): Promise<StoredObject> {
    const body = Buffer.concat(bytes);
    await this.bucket.put(this.objectName(key), body);
    // Pieces an interrupted attempt appended would otherwise be read while the file still counts as arriving.
    await this.partials.remove(key);
    return { key, size: body.length };
  }

  async completePartial(key: string): Promise<StoredObject> {
    const size = await this.partials.complete(this.checked(key), fileObjectName(key));
    return { key, size };
  }

  async deletePartial(key: string): Promise<void> {
    await this.partials.remove(this.checked(key));
  }

  async *partialKeys(): AsyncIterable<string> {
    for await (const key of this.bucket.listFolders(PARTIALS_PREFIX)) {
      if (isStorageKey(key)) yield key;
    }
  }

  private objectName(key: string): string {
    return fileObjectName(this.checked(key));
  }

  /** Keys are generated UUIDs; anything else names nothing stored (and never reaches the bucket). */
  private checked(key: string): string {
    if (!isStorageKey(key)) throw new StoredObjectNotFoundError(key);
    return key;
  }
}
