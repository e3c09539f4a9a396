import { Injectable } from '@nestjs/common';
import type { FolderResponseDto } from './dto/folder.dto.js';
import type { Folder } from './folder.entity.js';
import { toFolderDto } from './folder.mapper.js';
import { ShareLinks } from './share-links.js';
import { SharesService } from './shares.service.js';

/** Read side of shares, as the API presents them. */
@Injectable()
export class FoldersService {
  /**
   * Answers already built for a share entity. ShareCache hands every lookup of a popular code the same
   * entity for a while, so the answer is built once per cache entry rather than once per request.
   */
  private readonly answers = new WeakMap<Folder, FolderResponseDto>();

  constructor(
    private readonly shares: SharesService,
    private readonly links: ShareLinks,
  ) {}

  async retrieve(code: string): Promise<FolderResponseDto> {
    const folder = await this.shares.findLive(code);
    let answer = this.answers.get(folder);
    if (!answer) {
      answer = { data: toFolderDto(folder, this.links) };
      this.answers.set(folder, answer);
    }
    return answer;
  }

  /** The PNG QR image of a live share's URL. */
  async qrImage(code: string): Promise<Buffer> {
    await this.shares.findLive(code);
    return this.links.qrPng(code);
  }
}
