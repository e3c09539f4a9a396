import { expect } from '@jest/globals';
import { CodeSpace } from '../../src/code-space/code-space.js';
import { CODE_SPACE, formatCode } from '../../src/code-space/codes.js';
import { Folder } from '../../src/folders/folder.entity.js';
import { FoldersService } from '../../src/folders/folders.service.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { allocateRequestCode, claimFrom, SteeredDraws } from './support.js';

/** Codes left free for the allocators to share out: few, so they race for each one. */
const FREE_CODES = 200;
/** Allocations each kind of holder runs at once. */
const WORKERS_PER_HOLDER = 4;

/** Allocates until no code is left, resolving the codes it got. */
async function untilFull(allocate: () => Promise<string | null>): Promise<string[]> {
  const codes: string[] = [];
  for (let code = await allocate(); code !== null; code = await allocate()) codes.push(code);
  return codes;
}

describe('one code space for shares and file requests', () => {
  let app: TestApp;
  const draws = new SteeredDraws();

  beforeEach(async () => {
    app = await createTestApp({ overrides: [draws.override] });
  });

  afterEach(() => app.close());

  it('never hands one code out twice when shares and requests allocate at once, and fills the space', async () => {
    await claimFrom(app, FREE_CODES, 'request');
    // Random draws all fall among the free codes, so the allocators keep drawing codes another just took.
    draws.limit = FREE_CODES;
    const folders = app.app.get(FoldersService);
    const share = async () => {
      const created = await folders.create([], {
        retention: '2h',
        ownerId: null,
        passwordHash: null,
        encrypted: false,
        scanState: null,
      });
      return created && created.folder.code;
    };
    const runs = await Promise.all([
      ...Array.from({ length: WORKERS_PER_HOLDER }, () => untilFull(share)),
      ...Array.from({ length: WORKERS_PER_HOLDER }, () => untilFull(() => allocateRequestCode(app))),
    ]);
    const shareCodes = runs.slice(0, WORKERS_PER_HOLDER).flat();
    const requestCodes = runs.slice(WORKERS_PER_HOLDER).flat();

    const handedOut = [...shareCodes, ...requestCodes].sort();
    expect(handedOut).toEqual(Array.from({ length: FREE_CODES }, (_, index) => formatCode(index)));
    // Both kinds of holder got some: they did race.
    expect(shareCodes.length).toBeGreaterThan(0);
    expect(requestCodes.length).toBeGreaterThan(0);

    const space = app.app.get(CodeSpace);
    expect(await space.countHeld()).toBe(CODE_SPACE);
    expect((await space.heldCodes()).size).toBe(CODE_SPACE);
    const stored = (await app.dataSource.getRepository(Folder).find()).map((folder) => folder.code).sort();
    expect(stored).toEqual([...shareCodes].sort());
    for (const code of shareCodes) expect(await space.holderOf(code)).toBe('share');
    for (const code of requestCodes) expect(await space.holderOf(code)).toBe('request');
    expect(await share()).toBeNull();
    expect(await allocateRequestCode(app)).toBeNull();
  });
});
