import { Injectable } from '@nestjs/common';
import type { FolderDto, FolderResponseDto } from '../dto/folder.dto.js';
import type { Folder } from '../folder.entity.js';
import { toFolderDto, withGrant } from '../folder.mapper.js';
import { CodeLookups } from '../guessing/code-lookups.js';
import { OpenCounter } from '../manage/open-counter.js';
import { FolderGrants } from '../password/folder-grants.js';
import { FolderPasswordGate } from '../password/folder-password-gate.js';
import type { LookupCredentials } from './lookup-credentials.decorator.js';
import { FolderLinks } from '../folder-links.js';
import type { FolderRef } from '../codes/folder-ref.js';
import { FoldersService } from '../folders.service.js';
import { DirectOnlyShares } from '../direct-only/direct-only-shares.js';

/** Read side of folders, as the API presents them. */
@Injectable()
export class FolderLookupsService {
  /**
   * Answers already built for a share entity. FolderCache hands every lookup of a popular share the same
   * entity for a while, so the answer is built once per cache entry rather than once per request.
   */
  private readonly answers = new WeakMap<Folder, FolderResponseDto>();

  constructor(
    private readonly folders: FoldersService,
    private readonly links: FolderLinks,
    private readonly codeLookups: CodeLookups,
    private readonly opens: OpenCounter,
    private readonly passwords: FolderPasswordGate,
    private readonly grants: FolderGrants,
    private readonly directOnly: DirectOnlyShares,
  ) {}

  /**
   * A share by code or link, with its link and every address through it. Code lookups go through the
   * guessing budget (`proofOfWork` is what the client sent to get past it); a protected share answers only
   * with its password, and then with URLs that carry a grant.
   */
  async retrieve(ref: FolderRef, credentials: LookupCredentials): Promise<FolderResponseDto> {
    const answer = await this.answer(ref, credentials);
    // Every other share answers as built, with no call beside the lookup's own on this hot path.
    if (!answer.dto.directOnly) return { data: answer.dto };
    // A direct-only share's answer says whether its sender's page is there now: never from the built answer.
    const senderPresent = await this.directOnly.senderPresent({ id: answer.folder.id, directOnly: true });
    return { data: { ...answer.dto, senderPresent } };
  }

  private async answer(
    ref: FolderRef,
    { proofOfWork, password, client }: LookupCredentials,
  ): Promise<{ folder: Folder; dto: FolderDto }> {
    const folder = await (ref.kind === 'code'
      ? this.codeLookups.find(ref.code, proofOfWork)
      : this.folders.findLive(ref));
    if (folder.passwordHash !== null) {
      await this.passwords.admit(folder, password, client);
      this.opens.record(folder.id);
      return { folder, dto: withGrant(toFolderDto(folder, this.links), this.grants.issue(folder)) };
    }
    this.opens.record(folder.id);
    let answer = this.answers.get(folder);
    if (!answer) {
      answer = { data: toFolderDto(folder, this.links) };
      this.answers.set(folder, answer);
    }
    return { folder, dto: answer.data };
  }
}
