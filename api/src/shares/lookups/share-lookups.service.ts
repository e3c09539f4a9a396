import { Injectable } from '@nestjs/common';
import type { FolderResponseDto } from '../dto/folder.dto.js';
import type { Folder } from '../folder.entity.js';
import { toFolderDto, withGrant } from '../folder.mapper.js';
import { CodeLookups } from '../guessing/code-lookups.js';
import { OpenCounter } from '../manage/open-counter.js';
import { ShareGrants } from '../password/share-grants.js';
import { SharePasswordGate } from '../password/share-password-gate.js';
import { SharePasswordRequiredException } from '../password/share-password.js';
import type { LookupCredentials } from './lookup-credentials.decorator.js';
import { ShareLinks } from '../share-links.js';
import type { ShareRef } from '../codes/share-ref.js';
import { SharesService } from '../shares.service.js';

/** Read side of shares, as the API presents them. */
@Injectable()
export class ShareLookupsService {
  /**
   * Answers already built for a share entity. ShareCache hands every lookup of a popular share the same
   * entity for a while, so the answer is built once per cache entry rather than once per request.
   */
  private readonly answers = new WeakMap<Folder, FolderResponseDto>();

  constructor(
    private readonly shares: SharesService,
    private readonly links: ShareLinks,
    private readonly codeLookups: CodeLookups,
    private readonly opens: OpenCounter,
    private readonly passwords: SharePasswordGate,
    private readonly grants: ShareGrants,
  ) {}

  /**
   * A share by code or link, with its link and every address through it. Code lookups go through the
   * guessing budget (`proofOfWork` is what the client sent to get past it); a protected share answers only
   * with its password, and then with URLs that carry a grant.
   */
  async retrieve(ref: ShareRef, { proofOfWork, password, client }: LookupCredentials): Promise<FolderResponseDto> {
    const folder = await (ref.kind === 'code'
      ? this.codeLookups.find(ref.code, proofOfWork)
      : this.shares.findLive(ref));
    if (folder.passwordHash !== null) {
      await this.passwords.admit(folder, password, client);
      this.opens.record(folder.id);
      return { data: withGrant(toFolderDto(folder, this.links), this.grants.issue(folder)) };
    }
    this.opens.record(folder.id);
    let answer = this.answers.get(folder);
    if (!answer) {
      answer = { data: toFolderDto(folder, this.links) };
      this.answers.set(folder, answer);
    }
    return answer;
  }

  /** The PNG QR image of a live share's link; a protected share's only with a grant. */
  async qrImage(ref: ShareRef, grant: string | undefined): Promise<Buffer> {
    const folder = await this.shares.findLive(ref);
    if (folder.passwordHash !== null && !this.grants.isValid(folder, grant))
      throw new SharePasswordRequiredException(folder.code);
    return this.links.qrPng(folder);
  }
}
