import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ApiException } from '../../errors/api-exception.js';
import { Clock } from '../../common/clock.js';
import { AppConfig } from '../../config/app-config.js';
import { shareByteLimit } from '../../encrypted-shares/encrypted-upload.js';
import { DirectOnlyOffException } from '../../folders/direct-only/direct-only.exceptions.js';
import { DEFAULT_RETENTION } from '../../folders/retention.js';
import { PasswordHasher } from '../../password-hashing/password-hasher.js';
import { StorageService } from '../../storage/storage.service.js';
import { readMultipart, type RequestBody } from '../multipart-reader.js';
import type { CreatedResumableUploadDto, ResumableUploadDto } from './dto/resumable-upload.dto.js';
import { planResumableUpload, type ResumablePlan } from './resumable-upload-plan.js';
import { type AnnouncedShare, ResumableShares } from './resumable-shares.js';
import { type NewResumableUpload, ResumableUploadsRepository } from './resumable-uploads.repository.js';
import { ResumableUploadsService } from './resumable-uploads.service.js';
import { type AnnouncedPath, FOLDER_TARGET_KIND, type TargetOpening } from './upload-target.js';
import { UploadTargets } from './upload-targets.js';

/** A share's settings the upload's row keeps (for a share made when the upload is next used); unused by others. */
type ShareColumns = Pick<NewResumableUpload, 'retention' | 'passwordHash' | 'encrypted'>;
const NOT_A_SHARE: ShareColumns = { retention: DEFAULT_RETENTION, passwordHash: null, encrypted: false };

/**
 * Announces resumable uploads: a share's, from the sender's list of files (POST /api/resumable-uploads), or one for
 * another module's target (openUpload). Either way the files' partial objects are made, then the target with its
 * files, then the upload, whose bytes, finish and cancel then go through ResumableUploadsService.
 */
@Injectable()
export class ResumableUploadOpenings {
  constructor(
    private readonly config: AppConfig,
    private readonly storage: StorageService,
    private readonly repository: ResumableUploadsRepository,
    private readonly shares: ResumableShares,
    private readonly targets: UploadTargets,
    private readonly uploads: ResumableUploadsService,
    private readonly clock: Clock,
    private readonly hasher: PasswordHasher,
  ) {}

  /** `ownerId`: the signed-in account the share belongs to (and is listed by), or null. */
  async create(body: RequestBody, ownerId: number | null): Promise<CreatedResumableUploadDto> {
    const form = await readMultipart(body, this.storage, (fields) => shareByteLimit(fields, this.config));
    if (form.files.length > 0) {
      await Promise.allSettled(form.files.map((file) => this.storage.delete(file.storageKey)));
      throw new ApiException(
        'bytes_with_announcement',
        'List the files here without their bytes; send the bytes as chunks afterwards.',
      );
    }
    const plan = planResumableUpload(form.fields, shareByteLimit(form.fields, this.config));
    if (!plan.valid) throw ApiException.of(plan.refusal);
    if (plan.directOnly) return this.createDirectOnly(plan, ownerId);
    // Hashed now, so the password itself is never stored.
    const passwordHash = plan.password === undefined ? null : await this.hasher.hash(plan.password);
    const { retention, encrypted } = plan;
    const share: AnnouncedShare = { retention, ownerId, passwordHash, encrypted };
    return this.announce(this.shares.opening(plan.files, share), { retention, passwordHash, encrypted });
  }

  /**
   * Opens a resumable upload for a target of another module (registered with UploadTargets): the partial objects of
   * `opening.files`, then the target (`opening.open`), then the upload. Answers what POST /api/resumable-uploads
   * does, the target's `body` in place of `share`, so a client's upload queue sends the bytes through the same
   * routes. The caller checks the files and its limits first.
   */
  openUpload<B extends object, F extends AnnouncedPath>(opening: TargetOpening<B, F>): Promise<ResumableUploadDto & B> {
    for (const { filesize } of opening.files)
      if (!Number.isSafeInteger(filesize) || filesize < 0) throw new Error(`Not a file size: ${filesize}`);
    return this.announce(opening, NOT_A_SHARE);
  }

  private async announce<B extends object, F extends AnnouncedPath>(
    opening: TargetOpening<B, F>,
    columns: ShareColumns,
  ): Promise<ResumableUploadDto & B> {
    // Before any partial object exists: a kind no module registered is the server's error.
    this.targets.byKind(opening.kind);
    const id = randomUUID();
    const files = [];
    for (const file of opening.files) files.push({ ...file, storageKey: await this.storage.createPartial() });
    const opened = await opening.open(files);
    const totalBytes = files.reduce((sum, file) => sum + file.filesize, 0);
    const target =
      opening.kind === FOLDER_TARGET_KIND
        ? { folderId: Number(opened.targetId) }
        : { folderId: null, targetKind: opening.kind, targetId: opened.targetId };
    const upload = { id, ...columns, totalBytes, directOnly: false, ...target, share: opened.kept };
    try {
      const rows = files.map(({ filepath, filesize, storageKey }) => ({ filepath, filesize, storageKey }));
      await this.repository.insert({ ...upload, createdAt: this.clock.now() }, rows);
    } catch (error) {
      await opened.undo();
      throw error;
    }
    // Empty files have arrived already, and a target of nothing but empty files is complete.
    const created = (await this.repository.findById(id))!;
    await (await this.targets.fill(created)).settle();
    return { ...(await this.uploads.status(id)), ...(await opening.body(created)) };
  }

  /**
   * An upload announcing a share sent directly only: the share is whole from the start, and the upload takes no
   * bytes (its length is 0, and it is finished at once: finishing answers the share again, a chunk is refused).
   */
  private async createDirectOnly(
    plan: Extract<ResumablePlan, { valid: true }>,
    ownerId: number | null,
  ): Promise<CreatedResumableUploadDto> {
    if (!this.config.directTransfer.enabled) throw new DirectOnlyOffException();
    const passwordHash = plan.password === undefined ? null : await this.hasher.hash(plan.password);
    const { retention, encrypted } = plan;
    const { folder, share } = await this.shares.openDirectOnly(plan.files, {
      retention,
      ownerId,
      passwordHash,
      encrypted,
    });
    const id = randomUUID();
    const now = this.clock.now();
    try {
      const upload = { id, retention, totalBytes: 0, passwordHash, encrypted, directOnly: true, folderId: folder.id };
      await this.repository.insert({ ...upload, share: JSON.stringify(share), createdAt: now }, []);
      await this.repository.markFinished(id, now);
    } catch (error) {
      await this.shares.stopped(folder);
      throw error;
    }
    return {
      ...(await this.uploads.status(id)),
      share: await this.shares.answer((await this.repository.findById(id))!),
    };
  }
}
