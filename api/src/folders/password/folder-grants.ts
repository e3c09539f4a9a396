import { Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Clock } from '../../common/clock.js';
import { AppConfig } from '../../config/app-config.js';
import type { Folder } from '../folder.entity.js';

/** How long the file, preview, QR image and ZIP URLs of a password lookup keep working. */
const GRANT_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Grants: what the file, preview, QR image and ZIP URLs of a protected share carry (`?grant=`) once its
 * password was given. `{expiry seconds}.{HMAC-SHA256 of share id, link key and expiry}`, so no state is kept
 * and every instance with the same CODE_GUESS_POW_SECRET accepts them. Bound to the link key, so a grant
 * cannot open another share, and a share's grants die with it.
 */
@Injectable()
export class FolderGrants {
  private readonly key: Buffer;

  constructor(
    config: AppConfig,
    private readonly clock: Clock,
  ) {
    // A key of its own, derived from the configured secret, so a grant is never a valid proof-of-work MAC.
    this.key = createHmac('sha256', config.codeGuessing.proofOfWorkSecret).update('share grants').digest();
  }

  issue(folder: Folder): string {
    const until = Math.floor((this.clock.now().getTime() + GRANT_LIFETIME_MS) / 1000);
    return `${until}.${this.mac(folder, until)}`;
  }

  isValid(folder: Folder, grant: string | undefined): boolean {
    const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(grant ?? '');
    if (!match) return false;
    const until = Number(match[1]);
    if (until * 1000 <= this.clock.now().getTime()) return false;
    return timingSafeEqual(Buffer.from(match[2]), Buffer.from(this.mac(folder, until)));
  }

  private mac(folder: Folder, until: number): string {
    return createHmac('sha256', this.key).update(`${folder.id}.${folder.linkKey}.${until}`).digest('base64url');
  }
}
