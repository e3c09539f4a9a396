import { HeadBucketCommand } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config/app-config.js';
import { createS3Client, describeBucket } from './s3-client.js';
import { whyUnreachable } from './s3-storage.js';

/** Start-up waits this long for the bucket to answer (the SDK's retries included) before the server gives up. */
const STARTUP_TIMEOUT_MS = 5_000;

/**
 * Asks the bucket for its head once, before the app is built: one that cannot be reached stops the server at
 * once with one message naming the settings, before anything reports it as an outage. Without S3_BUCKET files
 * live on local disk, which the app checks itself.
 */
export async function checkBucket(settings: S3Settings | undefined): Promise<void> {
  if (settings === undefined) return;
  const client = createS3Client(settings);
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }), {
      abortSignal: AbortSignal.timeout(STARTUP_TIMEOUT_MS),
    });
  } catch (error) {
    throw new Error(
      `${describeBucket(settings)} cannot be reached: ${whyUnreachable(error)}. Check S3_BUCKET, S3_ENDPOINT, ` +
        'S3_REGION, S3_FORCE_PATH_STYLE and the credentials (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY).',
      { cause: error },
    );
  } finally {
    client.destroy();
  }
}
