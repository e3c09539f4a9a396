import { Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { FolderLinks } from '../folders/folder-links.js';
import { FoldersRepository } from '../folders/folders.repository.js';
import { FoldersService } from '../folders/folders.service.js';
import type { MySharesResponseDto } from './dto/my-share.dto.js';
import { containsPattern } from './like-pattern.js';
import { toMyShareDto } from './my-share.mapper.js';
import { OwnedFoldersRepository } from '../folders/owned-folders.repository.js';

/** At most this many shares are listed (the newest): far more than a person keeps live at once. */
export const MY_SHARES_LIMIT = 100;
/** File paths shown per share in the list and in the search results. */
const FILES_PER_SHARE = 3;

const NOT_YOUR_SHARE_MESSAGE = 'You have no live share with this code.';

/** An account's own shares: listed, searched, ended early, and removed with the account. */
@Injectable()
export class MySharesService {
  constructor(
    private readonly owned: OwnedFoldersRepository,
    private readonly repository: FoldersRepository,
    private readonly folders: FoldersService,
    private readonly links: FolderLinks,
    private readonly clock: Clock,
  ) {}

  async list(ownerId: number, query?: string): Promise<MySharesResponseDto> {
    const pattern = query === undefined ? undefined : containsPattern(query);
    const folders = await this.owned.findLive(ownerId, this.clock.now(), MY_SHARES_LIMIT, pattern);
    const ids = folders.map((folder) => folder.id);
    const [files, matches] = await Promise.all([
      this.owned.sampleFiles(ids, FILES_PER_SHARE),
      pattern === undefined ? undefined : this.owned.sampleFiles(ids, FILES_PER_SHARE, pattern),
    ]);
    return {
      shares: folders.map((folder) =>
        toMyShareDto(
          folder,
          files.get(folder.id),
          matches && (matches.get(folder.id) ?? { paths: [], total: 0 }),
          this.links,
        ),
      ),
    };
  }

  /** Ends one of the owner's live shares now: its rows and stored files are deleted. 404 for any other code. */
  async end(ownerId: number, code: string): Promise<void> {
    const folder = await this.repository.findByCodeOwnedBy(code, ownerId);
    if (!folder || this.folders.hasEnded(folder)) throw new NotFoundException(NOT_YOUR_SHARE_MESSAGE);
    await this.folders.remove([folder]);
  }

  /** Deletes every share of the owner, expired ones too, with their stored files. Resolves how many. */
  async removeAll(ownerId: number): Promise<number> {
    const folders = await this.repository.findAllOwnedBy(ownerId);
    await this.folders.remove(folders);
    return folders.length;
  }
}
