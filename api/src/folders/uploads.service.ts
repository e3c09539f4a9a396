import { BadRequestException, Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { Request } from 'express';
import { AppConfig } from '../config/app-config.js';
import { StorageService } from '../storage/storage.service.js';
import type { UploadResponseDto } from './dto/upload-response.dto.js';
import type { Folder } from './folder.entity.js';
import { toUploadResponseDto } from './folder.mapper.js';
import { readMultipart, type ReceivedForm } from './multipart-reader.js';
import { ShareLinks } from './share-links.js';
import { SharesService } from './shares.service.js';
import { planUpload, type PlannedFile } from './upload-form.js';

export const NO_FREE_CODE_MESSAGE =
  'Every folder code is in use right now. Please try again later, when older shares have expired.';

/**
 * Turns an upload request into a share: bytes streamed to storage first, then paths checked, then the
 * share recorded under a fresh code. Whatever fails, nothing stored for the request is left behind.
 */
@Injectable()
export class UploadsService {
  constructor(
    private readonly config: AppConfig,
    private readonly storage: StorageService,
    private readonly shares: SharesService,
    private readonly links: ShareLinks,
  ) {}

  async upload(request: Request): Promise<UploadResponseDto> {
    const form = await readMultipart(request, this.storage, this.config.maxUploadBytes);
    // Signed in (a live session cookie): the share belongs to that account and shows in its list.
    return this.shareStored(form, request.user?.id ?? null);
  }

  /**
   * Makes a share of files already in storage, described as the multipart reader describes them (also the
   * finish step of resumable uploads). Whatever fails, the files are removed.
   */
  async shareStored(form: ReceivedForm, ownerId: number | null): Promise<UploadResponseDto> {
    let folder: Folder;
    let files: PlannedFile[];
    try {
      const plan = planUpload(form);
      if (!plan.valid) throw new BadRequestException(plan.message);
      const created = await this.shares.create(plan.files, plan.retention, ownerId);
      if (!created) throw new ServiceUnavailableException(NO_FREE_CODE_MESSAGE);
      folder = created;
      files = plan.files;
    } catch (error) {
      await Promise.allSettled(form.files.map((file) => this.storage.delete(file.storageKey)));
      throw error;
    }
    return toUploadResponseDto(folder, files, this.links);
  }
}
