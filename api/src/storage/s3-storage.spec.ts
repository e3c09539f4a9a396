import { AbortMultipartUploadCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import type { S3Settings } from '../config/app-config.js';
import { createS3Client } from './s3-client.js';
import { PIECE_BYTES } from './s3-partial-objects.js';
import { S3Storage } from './s3-storage.js';
import { StorageUnavailableError, StoredObjectNotFoundError } from './storage.service.js';

const MIB = 1024 * 1024;
const BUCKET = 'storage-spec';

async function* failingAfter(bytes: Buffer, message: string): AsyncGenerator<Buffer> {
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
  async function bucketContents(): Promise<string[]> {
    const client = createS3Client(settings);
    try {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return (listed.Contents ?? []).map((object) => object.Key!);
    } finally {
      client.destroy();
    }
  }

  async function partialKeys(): Promise<string[]> {
    const keys: string[] = [];
    for await (const key of storage.partialKeys()) keys.push(key);
    return keys;
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

  beforeEach(async () => {
    storage = new S3Storage(settings, 2 * 1024 * MIB);
    await storage.onModuleInit();
  });

  afterEach(() => {
    storage.onApplicationShutdown();
    jest.restoreAllMocks();
  });

  it('stores bytes under a generated key and reads them back, whole and by range', async () => {
    const { key, size } = await storage.write(Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(size).toBe(11);
    expect(await storage.size(key)).toBe(11);
    expect(await text(await storage.read(key))).toBe('hello world');
    expect(await text(await storage.read(key, { start: 2, end: 5 }))).toBe('llo ');
    expect(await bucketContents()).toContain(`files/${key}`);
    await storage.delete(key);
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
    const range = Buffer.concat(await (await storage.read(key, { start: 5 * MIB - 10, end: 10 * MIB + 9 })).toArray());
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

  it('lists stored keys and ignores foreign objects', async () => {
    const first = await storage.write(Readable.from([Buffer.from('a')]));
    const second = await storage.write(Readable.from([Buffer.from('b')]));
    const keys: string[] = [];
    for await (const key of storage.keys()) keys.push(key);
    expect(keys).toEqual(expect.arrayContaining([first.key, second.key]));
    expect(keys.every((key) => /^[0-9a-f-]{36}$/.test(key))).toBe(true);
    await Promise.all([storage.delete(first.key), storage.delete(second.key)]);
  });

  it('deletes idempotently and reports missing objects', async () => {
    const { key } = await storage.write(Readable.from([Buffer.from('a')]));
    await storage.delete(key);
    await storage.delete(key);
    await expect(storage.read(key)).rejects.toBeInstanceOf(StoredObjectNotFoundError);
    await expect(storage.size(key)).rejects.toBeInstanceOf(StoredObjectNotFoundError);
    await expect(storage.read('../other-bucket')).rejects.toBeInstanceOf(StoredObjectNotFoundError);
  });

  describe('partial objects', () => {
    it('grows by appends, stays invisible until completed, then reads like any object', async () => {
      const key = await storage.createPartial();
      expect(await storage.partialSize(key)).toBe(0);
      expect(await storage.appendPartial(key, 0, Readable.from([Buffer.from('hello ')]))).toBe(6);
      expect(await storage.appendPartial(key, 6, Readable.from([Buffer.from('world')]))).toBe(11);
      const listed: string[] = [];
      for await (const stored of storage.keys()) listed.push(stored);
      expect(listed).not.toContain(key);
      expect(await partialKeys()).toContain(key);

      expect(await storage.completePartial(key)).toEqual({ key, size: 11 });
      expect(await text(await storage.read(key))).toBe('hello world');
      expect(await partialKeys()).not.toContain(key);
      await storage.delete(key);
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

    it('keeps the bytes that arrived before the source failed', async () => {
      const key = await storage.createPartial();
      await expect(
        storage.appendPartial(key, 0, Readable.from(failingAfter(Buffer.from('0123'), 'connection cut'))),
      ).rejects.toThrow('connection cut');
      expect(await storage.partialSize(key)).toBe(4);
      await storage.deletePartial(key);
    });

    it('cuts off bytes past the offset before appending (never acknowledged to the client)', async () => {
      const key = await storage.createPartial();
      await storage.appendPartial(key, 0, Readable.from([Buffer.from('abc')]));
      await storage.appendPartial(key, 3, Readable.from([Buffer.from('def')]));
      await storage.appendPartial(key, 6, Readable.from([Buffer.from('ghi')]));
      expect(await storage.appendPartial(key, 4, Readable.from([Buffer.from('XY')]))).toBe(6);
      expect(await storage.appendPartial(key, 6, Readable.from([]))).toBe(6);
      await storage.completePartial(key);
      expect(await text(await storage.read(key))).toBe('abcdXY');
      await storage.delete(key);
    });

    it('refuses to append after an offset the object has not reached', async () => {
      const key = await storage.createPartial();
      await expect(storage.appendPartial(key, 5, Readable.from([Buffer.from('x')]))).rejects.toThrow(/fewer than/);
    });

    it('completes a partial object nothing was appended to as an empty object, and deletes idempotently', async () => {
      const empty = await storage.createPartial();
      expect(await storage.completePartial(empty)).toEqual({ key: empty, size: 0 });
      expect(await storage.size(empty)).toBe(0);
      const dropped = await storage.createPartial();
      await storage.appendPartial(dropped, 0, Readable.from([Buffer.from('x')]));
      await storage.deletePartial(dropped);
      await storage.deletePartial(dropped);
      expect(await storage.partialSize(dropped)).toBe(0);
      await expect(storage.partialSize('../files')).rejects.toBeInstanceOf(StoredObjectNotFoundError);
      await storage.delete(empty);
    });
  });

  describe('when the store is not there', () => {
    it('refuses to start, naming the bucket and endpoint', async () => {
      jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      const missing = new S3Storage({ ...settings, bucket: 'no-such-bucket' }, MIB);
      await expect(missing.onModuleInit()).rejects.toThrow(
        `S3_BUCKET="no-such-bucket" at S3_ENDPOINT="${settings.endpoint}" cannot be reached`,
      );
      missing.onApplicationShutdown();
      const unreachable = new S3Storage({ ...settings, endpoint: 'http://127.0.0.1:9' }, MIB);
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
        await expect(storage.write(Readable.from([Buffer.from('x')]))).rejects.toBeInstanceOf(StorageUnavailableError);
        await expect(storage.check()).rejects.toBeInstanceOf(StorageUnavailableError);
        expect(errors).toHaveBeenCalledTimes(1);
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
