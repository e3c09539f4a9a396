import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FILES_DIR_NAME, type S3Settings } from '../../src/config/app-config.js';
import { createS3Client } from '../../src/storage/s3-client.js';
import { fileObjectName, FILES_PREFIX, PARTIALS_PREFIX, pieceObjectName } from '../../src/storage/s3-layout.js';
import { STAGING_DIR_NAME } from '../../src/storage/storage.module.js';

/**
 * Set (with the other S3_ variables) by the S3 run of the API tests (scripts/with-test-s3.mjs): test apps then
 * store files on that S3-compatible server, each in a bucket of its own. Unset, they use local disk in their
 * data directory.
 */
export const TEST_S3_BUCKET_VARIABLE = 'S3_BUCKET';

/** What the tests need to see of an app's stored bytes, whichever backend holds them. */
export interface TestStorage {
  /** Environment for the app: the S3_ variables, or nothing for local disk. */
  env: Record<string, string>;
  /** Keys of the stored (complete) objects. */
  storedFiles: () => Promise<string[]>;
  /** Keys of the partial objects (resumable uploads in progress) that hold bytes. */
  partialObjects: () => Promise<string[]>;
  /** Plants a stored object behind the app's back, as a crash would leave one. */
  plantStoredFile: (key: string, content: string) => Promise<void>;
  plantPartialObject: (key: string, content: string) => Promise<void>;
  /** Deletes the bucket (local files go with the data directory). */
  drop: () => Promise<void>;
}

function localDiskStorage(dataDir: string): TestStorage {
  const filesDir = join(dataDir, FILES_DIR_NAME);
  const stagingDir = join(dataDir, STAGING_DIR_NAME);
  return {
    env: {},
    storedFiles: () => readdir(filesDir),
    partialObjects: () => readdir(stagingDir),
    plantStoredFile: (key, content) => writeFile(join(filesDir, key), content),
    plantPartialObject: (key, content) => writeFile(join(stagingDir, key), content),
    drop: () => Promise.resolve(),
  };
}

async function objectNames(client: S3Client, bucket: string, prefix: string, delimiter?: string): Promise<string[]> {
  const names: string[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, Delimiter: delimiter, ContinuationToken }),
    );
    for (const object of page.Contents ?? []) names.push(object.Key!.slice(prefix.length));
    for (const folder of page.CommonPrefixes ?? []) names.push(folder.Prefix!.slice(prefix.length, -1));
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return names;
}

async function s3Storage(dataDir: string): Promise<TestStorage> {
  const source = process.env;
  // Named after the data directory, so that an app restarted on it finds the same bucket, as it would its files.
  const bucket = `sharecode-test-${createHash('sha256').update(dataDir).digest('hex').slice(0, 24)}`;
  const settings: S3Settings = {
    bucket,
    endpoint: source.S3_ENDPOINT || undefined,
    region: source.S3_REGION || 'us-east-1',
    accessKeyId: source.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: source.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: /^(true|1|on|yes)$/i.test(source.S3_FORCE_PATH_STYLE ?? ''),
  };
  const client = createS3Client(settings);
  // One client per test app, however many restarts: the sockets go with the process.
  await client.send(new CreateBucketCommand({ Bucket: bucket })).catch((error: Error) => {
    if (error.name !== 'BucketAlreadyOwnedByYou' && error.name !== 'BucketAlreadyExists') throw error;
  });
  const put = (name: string, content: string) =>
    client.send(new PutObjectCommand({ Bucket: bucket, Key: name, Body: content })).then(() => undefined);
  const env: Record<string, string> = {
    S3_BUCKET: bucket,
    S3_REGION: settings.region,
    S3_FORCE_PATH_STYLE: String(settings.forcePathStyle),
  };
  if (settings.endpoint) env.S3_ENDPOINT = settings.endpoint;
  if (settings.accessKeyId && settings.secretAccessKey) {
    env.S3_ACCESS_KEY_ID = settings.accessKeyId;
    env.S3_SECRET_ACCESS_KEY = settings.secretAccessKey;
  }
  return {
    env,
    storedFiles: () => objectNames(client, bucket, FILES_PREFIX),
    partialObjects: () => objectNames(client, bucket, PARTIALS_PREFIX, '/'),
    plantStoredFile: (key, content) => put(fileObjectName(key), content),
    plantPartialObject: (key, content) => put(pieceObjectName(key, 0), content),
    drop: async () => {
      for (const name of await objectNames(client, bucket, '')) {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name }));
      }
      await client.send(new DeleteBucketCommand({ Bucket: bucket }));
      client.destroy();
    },
  };
}

/** The storage behind the test app whose data directory is `dataDir`: local disk, or a bucket on the S3 run. */
export async function testStorageFor(dataDir: string): Promise<TestStorage> {
  return process.env[TEST_S3_BUCKET_VARIABLE] ? s3Storage(dataDir) : localDiskStorage(dataDir);
}
