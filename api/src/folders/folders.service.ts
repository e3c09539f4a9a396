import { Injectable } from '@nestjs/common';
import type { FolderResponseDto } from './dto/folder.dto.js';
import { toFolderDto } from './folder.mapper.js';
import { ShareLinks } from './share-links.js';
import { SharesService } from './shares.service.js';

/** Read side of shares, as the API presents them. */
@Injectable()
export class FoldersService {
  constructor(
    private readonly shares: SharesService,
    private readonly links: ShareLinks,
  ) {}

  async retrieve(code: string): Promise<FolderResponseDto> {
    return { data: toFolderDto(await this.shares.findLive(code), this.links) };
  }

  /** The PNG QR image of a live share's URL. */
  async qrImage(code: string): Promise<Buffer> {
    await this.shares.findLive(code);
    return this.links.qrPng(code);
  }
}
