import { AbortMultipartUploadCommand, CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import type { S3Settings } from '../config/app-config.js';
import { Metrics } from '../metrics/metrics.js';
import { createS3Client } from './s3-client.js';
import { PIECE_BYTES } from './s3-partial-objects.js';
import { S3Storage } from './s3-storage.js';
import { describeStorageContract } from './storage.contract.js';
import { StorageUnavailableError } from './storage.service.js';

const MIB = 1024 * 1024;
const BUCKET = 'storage-spec';

function* failingAfter(bytes: Buffer, message: string): Generator<Buffer> {
  yield bytes;
  throw new Error(message);
}

describe(S3Storage.name, () => {
  let directory: string;
  let server: S3rver;
  let settings: S3Settings;
  let storage: S3Storage;

  async function startServer(port = 0): Promise<number> {
    server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
    return (await server.run()).port;
  }

  /** Every object in the bucket, whatever its prefix. */
  async function bucketContents(bucket = BUCKET): Promise<string[]> {
    const client = createS3Client(settings);
    try {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!);
    } finally {
      client.destroy();
    }
  }

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'sharecode-s3-spec-'));
    const port = await startServer();
    settings = {
      bucket: BUCKET,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    };
  });

  afterAll(async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });

  let buckets = 0;
  describeStorageContract(async () => {
    const bucket = `contract-${++buckets}`;
    const client = createS3Client(settings);
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    client.destroy();
    const fresh = new S3Storage({ ...settings, bucket }, 2 * 1024 * MIB, new Metrics());
    await fresh.onModuleInit();
    return {
      storage: fresh,
      contents: async () => (await bucketContents(bucket)).sort(),
      close: () => fresh.onApplicationShutdown(),
    };
  });

  describe('in a bucket', () => {
    let metrics: Metrics;

    beforeEach(async () => {
      metrics = new Metrics();
      storage = new S3Storage(settings, 2 * 1024 * MIB, metrics);
      await storage.onModuleInit();
    });

    afterEach(() => {
      storage.onApplicationShutdown();
      jest.restoreAllMocks();
    });

    it('streams an object larger than one part through a multipart upload', async () => {
      const bytes = Buffer.alloc(12 * MIB + 3);
      for (let index = 0; index < bytes.length; index += 4096) bytes[index] = index % 251;
      const pieces = Array.from({ length: Math.ceil(bytes.length / (64 * 1024)) }, (_, index) =>
        bytes.subarray(index * 64 * 1024, (index + 1) * 64 * 1024),
      );
      const { key, size } = await storage.write(Readable.from(pieces));
      expect(size).toBe(bytes.length);
      const read = Buffer.concat(await (await storage.read(key)).toArray());
      expect(read.equals(bytes)).toBe(true);
      const range = Buffer.concat(
        await (await storage.read(key, { start: 5 * MIB - 10, end: 10 * MIB + 9 })).toArray(),
      );
      expect(range.equals(bytes.subarray(5 * MIB - 10, 10 * MIB + 10))).toBe(true);
      await storage.delete(key);
    });

    it.each([
      ['before the first part is full', 100],
      ['after a part was uploaded', 7 * MIB],
    ])('leaves no object behind when the source fails %s', async (when, bytes) => {
      // s3rver does not implement AbortMultipartUpload (real stores do): the attempt is what is checked here.
      const warnings = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      const sent = jest.spyOn(S3Client.prototype, 'send');
      const before = await bucketContents();
      await expect(
        storage.write(Readable.from(failingAfter(Buffer.alloc(bytes, 1), 'client went away'))),
      ).rejects.toThrow('client went away');
      expect(await bucketContents()).toEqual(before);
      const aborts = sent.mock.calls.filter(([command]) => command instanceof AbortMultipartUploadCommand);
      expect(aborts).toHaveLength(when.startsWith('after') ? 1 : 0);
      expect(warnings.mock.calls.length).toBeLessThanOrEqual(aborts.length);
    });

    it('completes a partial object of many pieces into one object, byte for byte', async () => {
      const bytes = Buffer.alloc(2 * PIECE_BYTES + 3 * MIB);
      for (let index = 0; index < bytes.length; index += 1000) bytes[index] = (index / 1000) % 256;
      const key = await storage.createPartial();
      let offset = 0;
      for (const end of [3 * MIB, 11 * MIB, bytes.length]) {
        offset = await storage.appendPartial(key, offset, Readable.from([bytes.subarray(offset, end)]));
      }
      expect(offset).toBe(bytes.length);
      expect(await storage.completePartial(key)).toEqual({ key, size: bytes.length });
      expect(Buffer.concat(await (await storage.read(key)).toArray()).equals(bytes)).toBe(true);
      expect((await bucketContents()).filter((name) => name.startsWith(`uploads/${key}/`))).toEqual([]);
      await storage.delete(key);
    });

    describe('when the store is not there', () => {
      it('refuses to start, naming the bucket and endpoint', async () => {
        jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
        const missing = new S3Storage({ ...settings, bucket: 'no-such-bucket' }, MIB, new Metrics());
        await expect(missing.onModuleInit()).rejects.toThrow(
          `S3_BUCKET="no-such-bucket" at S3_ENDPOINT="${settings.endpoint}" cannot be reached`,
        );
        missing.onApplicationShutdown();
        const unreachable = new S3Storage({ ...settings, endpoint: 'http://127.0.0.1:9' }, MIB, new Metrics());
        await expect(unreachable.onModuleInit()).rejects.toThrow(
          /S3_ENDPOINT="http:\/\/127\.0\.0\.1:9" cannot be reached: .*ECONNREFUSED/,
        );
        unreachable.onApplicationShutdown();
      });

      it('answers StorageUnavailableError while it is down, logs it once, and works again once it is back', async () => {
        const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
        const logs = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
        const { key } = await storage.write(Readable.from([Buffer.from('kept')]));
        const port = Number(new URL(settings.endpoint!).port);
        await server.close();
        try {
          await expect(storage.read(key)).rejects.toBeInstanceOf(StorageUnavailableError);
          await expect(storage.write(Readable.from([Buffer.from('x')]))).rejects.toBeInstanceOf(
            StorageUnavailableError,
          );
          await expect(storage.check()).rejects.toBeInstanceOf(StorageUnavailableError);
          expect(errors).toHaveBeenCalledTimes(1);
          // Every failed request counts, though the outage is logged once.
          const counted = (await metrics.storageErrors.get()).values;
          expect(counted.find(({ labels }) => labels.kind === 'unavailable')?.value).toBeGreaterThanOrEqual(3);
          expect(String(errors.mock.calls[0][0])).toMatch(
            /File storage \(S3_BUCKET="storage-spec" .*\) failed: .*ECONNREFUSED/,
          );
        } finally {
          await startServer(port);
        }
        expect(await text(await storage.read(key))).toBe('kept');
        await storage.check();
        expect(logs.mock.calls.map((call) => String(call[0]))).toContainEqual(expect.stringMatching(/answers again/));
        await storage.delete(key);
      });
    });
  });
});
