import { Module } from '@nestjs/common';
import { StorageModule } from '../storage/storage.module.js';
import { sharedThroughRedis } from '../redis/shared-through-redis.js';
import { ActiveDownloads } from './active-downloads.js';
import { SharedActiveDownloads } from './shared-active-downloads.js';
import { StoredBytes } from './stored-bytes.js';

/** With REDIS_URL set, every instance's downloads count. */
const activeDownloads = sharedThroughRedis(
  ActiveDownloads,
  () => new ActiveDownloads(),
  (redis) => new SharedActiveDownloads(redis),
);

/**
 * The downloads in progress and the removal of stored bytes that must wait for them: shared by the
 * downloads (which register), the share's end (which removes bytes) and the cleanup job (which retries).
 */
@Module({
  imports: [StorageModule],
  providers: [activeDownloads, StoredBytes],
  exports: [ActiveDownloads, StoredBytes],
})
export class ActiveDownloadsModule {}
