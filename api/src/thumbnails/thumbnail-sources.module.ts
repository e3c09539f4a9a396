import { Global, Module } from '@nestjs/common';
import { ThumbnailSources } from '../folders/thumbnail-sources.js';
import { mayHaveThumbnail } from './thumbnail-sources.js';

/**
 * Which files may have thumbnails, on its own and global: a share's listing (in the folders module, which the
 * thumbnails module imports) offers a thumbnail's address only for them.
 */
@Global()
@Module({
  providers: [{ provide: ThumbnailSources, useValue: { mayHaveThumbnail } satisfies ThumbnailSources }],
  exports: [ThumbnailSources],
})
export class ThumbnailSourcesModule {}
