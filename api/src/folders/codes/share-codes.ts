import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { CodeSpace, type CodeReclaimer } from '../../code-space/code-space.js';
import { Clock } from '../../common/clock.js';
import { FoldersRepository } from '../folders.repository.js';
import { FoldersService } from '../folders.service.js';
import { isExpired } from '../retention.js';

/**
 * A share that expired keeps its row, and so its code, until cleanup deletes it (within a minute): meanwhile any
 * allocation may take the code, and the share is removed then (tombstone and all) rather than waiting.
 */
@Injectable()
export class ShareCodes implements CodeReclaimer, OnModuleInit {
  private readonly logger = new Logger(ShareCodes.name);

  constructor(
    private readonly codes: CodeSpace,
    private readonly folders: FoldersService,
    private readonly repository: FoldersRepository,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.codes.reclaimEndedOf('share', this);
  }

  async reclaim(code: string): Promise<boolean> {
    const holder = await this.repository.findByCode(code);
    if (!holder || !isExpired(holder.expiresAt, this.clock.now())) return false;
    await this.folders.remove([holder]);
    this.logger.log(`Reclaimed code ${code} from an expired share`);
    return true;
  }

  reclaimableCodes(): Promise<ReadonlySet<string>> {
    return this.repository.findExpiredCodes(this.clock.now());
  }
}
