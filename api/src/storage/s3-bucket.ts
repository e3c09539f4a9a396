import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Logger } from '@nestjs/common';
import { Readable } from 'node:stream';
import { describeFailure, isMissingObject, type StorageOutage } from './s3-outage.js';
import type { ByteRange } from './storage.service.js';

/** The smallest part S3 accepts in a multipart upload (all but the last), and the most parts one may have. */
const MIN_PART_BYTES = 5 * 1024 * 1024;
const MAX_PARTS = 10_000;
/**
 * Parts of one upload sent at once. One part is sent while the next is being received, so a client is never
 * kept waiting on the store for long; memory per upload stays at about (this + 1) parts whatever the size.
 */
const PARTS_IN_FLIGHT = 2;

/** The part size that lets an object of `maxObjectBytes` fit in S3's 10 000 parts. */
export function partBytesFor(maxObjectBytes: number): number {
  return Math.max(MIN_PART_BYTES, Math.ceil(maxObjectBytes / MAX_PARTS));
}

export interface ListedObject {
  name: string;
  size: number;
  storedAt: Date;
}

/**
 * One bucket, as the storage backend needs it: every request goes through the outage tracker, so a store that
 * is down turns into StorageUnavailableError, and a missing object into `undefined` where one can be missing.
 */
export class S3Bucket {
  constructor(
    private readonly client: S3Client,
    readonly name: string,
    private readonly outage: StorageOutage,
    private readonly logger: Logger,
    private readonly partBytes: number,
  ) {}

  /** Resolves when the bucket can be reached with the configured credentials. */
  async check(timeoutMs?: number): Promise<void> {
    const abortSignal = timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs);
    await this.outage.call(() => this.client.send(new HeadBucketCommand({ Bucket: this.name }), { abortSignal }));
  }

  /** The object's bytes, whole or one range, once the store has answered; undefined when it does not exist. */
  async open(name: string, range?: ByteRange): Promise<Readable | undefined> {
    const Range = range && `bytes=${range.start}-${range.end}`;
    const response = await this.whenPresent(() =>
      this.client.send(new GetObjectCommand({ Bucket: this.name, Key: name, Range })),
    );
    return response && (response.Body as Readable);
  }

  async sizeOf(name: string): Promise<number | undefined> {
    const response = await this.whenPresent(() =>
      this.client.send(new HeadObjectCommand({ Bucket: this.name, Key: name })),
    );
    return response && (response.ContentLength ?? 0);
  }

  /** A small object sent in one request. */
  async put(name: string, body: Buffer): Promise<void> {
    await this.outage.call(() => this.client.send(new PutObjectCommand({ Bucket: this.name, Key: name, Body: body })));
  }

  /** Copies within the bucket, without the bytes passing through this process. */
  async copy(from: string, to: string): Promise<void> {
    const CopySource = `${this.name}/${from.split('/').map(encodeURIComponent).join('/')}`;
    await this.outage.call(() => this.client.send(new CopyObjectCommand({ Bucket: this.name, Key: to, CopySource })));
  }

  /**
   * Streams `source` into a new object through a multipart upload, a few parts in memory at a time; resolves
   * with the bytes stored. When the source or the store fails, the multipart upload is aborted so that none of
   * its parts stay behind, and the source's own error (a 413, a client gone) wins over the store's.
   */
  async upload(name: string, source: AsyncIterable<Buffer>): Promise<number> {
    let size = 0;
    let sourceFailure: { error: unknown } | undefined;
    async function* counted(): AsyncGenerator<Buffer> {
      try {
        for await (const piece of source) {
          size += piece.length;
          yield piece;
        }
      } catch (error) {
        sourceFailure = { error };
        throw error;
      }
    }
    const body = Readable.from(counted(), { objectMode: false });
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.name, Key: name, Body: body },
      partSize: this.partBytes,
      queueSize: PARTS_IN_FLIGHT,
      // Aborted here rather than by the library, whose own abort failing would hide why the upload failed.
      leavePartsOnError: true,
    });
    try {
      await upload.done();
    } catch (error) {
      body.destroy();
      if (upload.uploadId !== undefined) await this.abortMultipart(name, upload.uploadId);
      if (sourceFailure) throw sourceFailure.error;
      throw this.outage.failed(error);
    }
    this.outage.answered();
    return size;
  }

  /** Removing an object that is not there is not an error (S3 answers 204 either way). */
  async remove(name: string): Promise<void> {
    await this.outage.call(() => this.client.send(new DeleteObjectCommand({ Bucket: this.name, Key: name })));
  }

  /** Every object whose name starts with `prefix`, in name order, page by page. */
  async *list(prefix: string): AsyncGenerator<ListedObject> {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.outage.call(() =>
        this.client.send(new ListObjectsV2Command({ Bucket: this.name, Prefix: prefix, ContinuationToken })),
      );
      for (const object of page.Contents ?? []) {
        yield { name: object.Key!, size: object.Size ?? 0, storedAt: object.LastModified ?? new Date() };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  /** The names of the "folders" right under `prefix` (without it, nor the trailing slash). */
  async *listFolders(prefix: string): AsyncGenerator<string> {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.outage.call(() =>
        this.client.send(
          new ListObjectsV2Command({ Bucket: this.name, Prefix: prefix, Delimiter: '/', ContinuationToken }),
        ),
      );
      for (const folder of page.CommonPrefixes ?? []) yield folder.Prefix!.slice(prefix.length, -1);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  private async whenPresent<T>(request: () => Promise<T>): Promise<T | undefined> {
    try {
      return await this.outage.call(request);
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw error;
    }
  }

  /**
   * Parts of an unfinished multipart upload are invisible but kept (and billed) until aborted. When even the
   * abort fails, the bucket's lifecycle rule for incomplete multipart uploads is what removes them.
   */
  private async abortMultipart(name: string, uploadId: string): Promise<void> {
    try {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.name, Key: name, UploadId: uploadId }));
    } catch (error) {
      this.logger.warn(`Could not abort the multipart upload of ${name}: ${describeFailure(error)}`);
    }
  }
}
