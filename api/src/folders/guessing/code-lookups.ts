import { Injectable } from '@nestjs/common';
import type { Folder } from '../folder.entity.js';
import { FolderGoneException } from '../endings/folder-gone.exception.js';
import { FoldersService } from '../folders.service.js';
import { FileRequestCodeException, RequestCodesSlot } from '../lookups/request-codes.js';
import { UnknownFolderCodeException } from '../unknown-folder.exception.js';
import { CodeGuessBudget } from './code-guess-budget.js';
import { ProofOfWork } from './proof-of-work.js';
import { ProofOfWorkRequiredException } from './proof-of-work-required.exception.js';

/**
 * Looking a share up by its code, through the service-wide guessing budget: past it, the lookup needs a
 * proof of work (docs/access-control.md). Runs after every per-client limit, so a request those refuse is
 * never counted here.
 */
@Injectable()
export class CodeLookups {
  constructor(
    private readonly budget: CodeGuessBudget,
    private readonly proofOfWork: ProofOfWork,
    private readonly folders: FoldersService,
    private readonly requestCodes: RequestCodesSlot,
  ) {}

  /**
   * `proof` is the X-Proof-Of-Work header as sent, if any. A code no share holds may be a file request's: that is
   * said (FileRequestCodeException), not counted as a guess. Shares are looked for first, so their lookups cost no
   * more than before; a request's code never holds a share at once (one code space), though a share that held it
   * earlier may still answer from its tombstone, which the request then overrides.
   */
  find(code: string, proof: string | undefined): Promise<Folder> {
    return this.lookUp(proof, async () => {
      try {
        return await this.folders.findLive({ kind: 'code', code });
      } catch (error) {
        if (!(error instanceof UnknownFolderCodeException || error instanceof FolderGoneException)) throw error;
        const request = await this.requestCodes.find(code);
        if (request) throw new FileRequestCodeException(request);
        throw error;
      }
    });
  }

  /**
   * Any lookup by code (a share's, or whatever else holds codes in the one code space) through the same budget:
   * `lookup` rejects with UnknownFolderCodeException when nothing holds the code, which counts as a guess.
   */
  async lookUp<T>(proof: string | undefined, lookup: () => Promise<T>): Promise<T> {
    const { level, secondsLeft } = await this.budget.admit();
    if (level > 0 && !(await this.proofOfWork.accepts(proof, level))) {
      await this.budget.settle();
      throw new ProofOfWorkRequiredException(secondsLeft, await this.proofOfWork.challenge(level));
    }
    return this.budget.track(lookup());
  }
}
