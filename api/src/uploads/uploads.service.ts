import { ApiException } from '../errors/api-exception.js';
import { Injectable } from '@nestjs/common';
import { directOnlyFlag, DIRECT_ONLY_FIELD } from '../folders/direct-only/direct-only.js';
import { BlockedFilesService } from '../blocked-files/blocked-files.service.js';
import { ScanningService } from '../scanning/scanning.service.js';
import { PasswordHasher } from '../password-hashing/password-hasher.js';
import { AppConfig } from '../config/app-config.js';
import { Metrics } from '../metrics/metrics.js';
import { StorageService } from '../storage/storage.service.js';
import type { UploadResponseDto } from '../folders/dto/upload-response.dto.js';
import { toUploadResponseDto } from '../folders/folder.mapper.js';
import { readMultipart, type ReceivedForm, type RequestBody, tooLarge } from './multipart-reader.js';
import { shareByteLimit } from '../encrypted-shares/encrypted-upload.js';
import { FolderLinks } from '../folders/folder-links.js';
import { type CreatedFolder, FoldersService } from '../folders/folders.service.js';
import { planUpload, type PlannedFile } from './upload-form.js';
import { ThumbnailsService } from '../thumbnails/thumbnails.service.js';

/** The refusal of an upload holding a file on the block list. */
export function blockedFileMessage(filepath: string): string {
  return `The file "${filepath}" cannot be shared: it is on Sharecode's block list.`;
}

export const NO_FREE_CODE_MESSAGE =
  'Every folder code is in use right now. Please try again later, when older shares have expired.';

/** A multipart upload sends its bytes, so it cannot make a share whose bytes are never stored. */
const DIRECT_ONLY_HERE_MESSAGE = `${DIRECT_ONLY_FIELD} is for a share whose bytes are never stored: announce it with POST /api/resumable-uploads instead of sending its files here.`;

/**
 * Turns a multipart upload request into a share: bytes streamed to storage first, then paths checked, then the
 * share recorded under a fresh code, answered once complete. Whatever fails, nothing stored for the request is
 * left behind. (A resumable upload's share opens at once instead: see resumable/.)
 */
@Injectable()
export class UploadsService {
  constructor(
    private readonly config: AppConfig,
    private readonly storage: StorageService,
    private readonly folders: FoldersService,
    private readonly links: FolderLinks,
    private readonly hasher: PasswordHasher,
    private readonly metrics: Metrics,
    private readonly blockedFiles: BlockedFilesService,
    private readonly scanning: ScanningService,
    private readonly thumbnails: ThumbnailsService,
  ) {}

  /** `ownerId`: the signed-in account the folder will belong to (and show in the list of), or null. */
  async upload(body: RequestBody, ownerId: number | null): Promise<UploadResponseDto> {
    let form: ReceivedForm;
    this.metrics.uploadsInProgress.inc();
    try {
      form = await readMultipart(body, this.storage, (fields) => shareByteLimit(fields, this.config));
    } finally {
      this.metrics.uploadsInProgress.dec();
    }
    const totalBytes = form.files.reduce((total, file) => total + file.size, 0);
    this.metrics.uploadedBytes.inc(totalBytes);
    // The limit read as the bytes passed may have changed with a field sent after the files.
    const limit = shareByteLimit(form.fields, this.config);
    if (totalBytes > limit) {
      await Promise.allSettled(form.files.map((file) => this.storage.delete(file.storageKey)));
      throw ApiException.of(tooLarge(limit));
    }
    return this.shareStored(form, ownerId);
  }

  /** Makes a share of files already in storage, as the multipart reader describes them. Whatever fails, they go. */
  private async shareStored(form: ReceivedForm, ownerId: number | null): Promise<UploadResponseDto> {
    let created: CreatedFolder;
    let files: PlannedFile[];
    try {
      const plan = planUpload(form);
      if (!plan.valid) throw ApiException.of(plan.refusal);
      if (directOnlyFlag(form.fields) !== false) throw new ApiException('direct_only_here', DIRECT_ONLY_HERE_MESSAGE);
      await this.refuseBlocked(plan.files);
      const passwordHash = plan.password === undefined ? null : await this.hasher.hash(plan.password);
      const state = this.scanning.arrivedFileState(plan.encrypted);
      const folder = await this.folders.create(
        plan.files.map((file) => ({ ...file, state })),
        {
          retention: plan.retention,
          ownerId,
          passwordHash,
          encrypted: plan.encrypted,
          scanState: this.scanning.initialState(plan.encrypted),
        },
      );
      if (!folder) throw new ApiException('no_free_code', NO_FREE_CODE_MESSAGE);
      created = folder;
      files = plan.files;
    } catch (error) {
      await Promise.allSettled(form.files.map((file) => this.storage.delete(file.storageKey)));
      throw error;
    }
    if (created.folder.scanState === 'checking') await this.scanning.scan(created.folder.id);
    else await this.thumbnails.requestAll(created.folder);
    return toUploadResponseDto(created.folder, files, this.links, created.manageKey);
  }

  /** 422 naming the first file on the block list; shareStored then removes every stored file of the upload. */
  private async refuseBlocked(files: readonly PlannedFile[]): Promise<void> {
    const blocked = await this.blockedFiles.blockedAmong(files.flatMap((file) => (file.sha256 ? [file.sha256] : [])));
    const first = files.find((file) => file.sha256 !== undefined && blocked.has(file.sha256));
    if (first)
      throw new ApiException('blocked_file', blockedFileMessage(first.filepath), { params: { path: first.filepath } });
  }
}
