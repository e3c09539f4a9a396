/**
 * Environment that keeps a test app's files on local disk whatever the run's storage (the S3 run sets every
 * S3_ variable): each of them unset, as empty counts as unset. For tests of the local disk itself.
 */
export const LOCAL_DISK_ENV: Record<string, string> = {
  S3_BUCKET: '',
  S3_ENDPOINT: '',
  S3_REGION: '',
  S3_ACCESS_KEY_ID: '',
  S3_SECRET_ACCESS_KEY: '',
  S3_FORCE_PATH_STYLE: '',
};
