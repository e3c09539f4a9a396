import { randomInt } from 'node:crypto';
import { CodeClaim, type CodeHolder } from '../../src/code-space/code-claim.entity.js';
import { CodeDraws, CodeSpace } from '../../src/code-space/code-space.js';
import { CODE_SPACE, formatCode } from '../../src/code-space/codes.js';
import type { TestApp } from '../support/test-app.js';

/** Code draws a test steers: the queued indexes first, then crypto randomness (below `limit` for whole-space draws). */
export class SteeredDraws {
  readonly queue: number[] = [];
  /** Random draws over the whole space land below this, so allocators collide; picks among free codes do not. */
  limit = CODE_SPACE;

  index(max: number): number {
    return this.queue.shift() ?? randomInt(max === CODE_SPACE ? this.limit : max);
  }

  get override() {
    return { token: CodeDraws, value: this };
  }
}

/** A stand-in for file requests until they exist: a holder with no row of its own, only its claim. */
export function allocateRequestCode(app: TestApp): Promise<string | null> {
  return app.app.get(CodeSpace).allocate('request', (code) => Promise.resolve(code));
}

/** Claims every code from `from` on for `holder`, straight in the table (a service already busy). */
export async function claimFrom(app: TestApp, from: number, holder: CodeHolder): Promise<void> {
  const claims = app.dataSource.getRepository(CodeClaim);
  const claimedAt = app.clock.now();
  for (let start = from; start < CODE_SPACE; start += 500) {
    const rows = [];
    for (let index = start; index < Math.min(start + 500, CODE_SPACE); index++)
      rows.push({ code: formatCode(index), holder, claimedAt });
    await claims.insert(rows);
  }
}
