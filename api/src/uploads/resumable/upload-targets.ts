import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { ApiException } from '../../errors/api-exception.js';
import { JobPages } from '../../jobs/job-pages.js';
import { ResumableShares } from './resumable-shares.js';
import type { ResumableUpload } from './resumable-upload.entity.js';
import { ResumableUploadsRepository } from './resumable-uploads.repository.js';
import { TargetFilling } from './target-filling.js';
import { FOLDER_TARGET_KIND, type UploadTarget } from './upload-target.js';

/**
 * The upload targets this process knows, by kind. A module whose records an upload fills registers its target from
 * its provider's onModuleInit (Nest has no multi-providers); the uploads module cannot import it, since that module
 * imports this one. Every process that serves the upload routes or runs the sweeper must import that module.
 */
@Injectable()
export class UploadTargets {
  private readonly targets = new Map<string, UploadTarget>();

  constructor(
    shares: ResumableShares,
    private readonly repository: ResumableUploadsRepository,
    private readonly pages: JobPages,
    private readonly clock: Clock,
  ) {
    this.register(shares);
  }

  register<T>(target: UploadTarget<T>): void {
    if (this.targets.has(target.kind)) throw new Error(`Upload target "${target.kind}" is registered twice`);
    this.targets.set(target.kind, target);
  }

  /** The target of this kind; an unknown kind is the server's error (a module left out of this process). */
  byKind(kind: string): UploadTarget {
    const target = this.targets.get(kind);
    if (!target) throw new ApiException('internal_error', `No upload target of kind "${kind}" in this process.`);
    return target;
  }

  /** The target an upload fills. */
  of(upload: Pick<ResumableUpload, 'targetKind'>): UploadTarget {
    return this.byKind(upload.targetKind ?? FOLDER_TARGET_KIND);
  }

  /** The upload's target as it stands now, for one request's work on it: 410 once it takes no more bytes. */
  async fill(upload: ResumableUpload): Promise<TargetFilling> {
    const target = this.of(upload);
    const tools = { repository: this.repository, pages: this.pages, clock: this.clock };
    return new TargetFilling(upload, target, await target.current(upload), tools);
  }
}
