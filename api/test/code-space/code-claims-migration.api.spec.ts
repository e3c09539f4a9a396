import { expect } from '@jest/globals';
import { CodeClaim } from '../../src/code-space/code-claim.entity.js';
import { CodeSpace } from '../../src/code-space/code-space.js';
import { Folder } from '../../src/folders/folder.entity.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { share } from '../support/uploads.js';
import { allocateRequestCode, SteeredDraws } from './support.js';

const TWO_HOURS_MS = 2 * 60 * 60 * 1000;
const MIGRATION = 'CodeClaims1768435200000';

async function lastMigration(app: TestApp): Promise<string> {
  const [last] = await app.dataSource.query<{ name: string }[]>('SELECT name FROM migrations ORDER BY id DESC LIMIT 1');
  return last.name;
}

describe('the code claims migration', () => {
  let app: TestApp;
  const draws = new SteeredDraws();

  beforeEach(async () => {
    app = await createTestApp({ overrides: [draws.override] });
  });

  afterEach(() => app.close());

  it('claims the code of every share row already stored, expired ones included', async () => {
    const expired = await share(app);
    app.clock.advance(TWO_HOURS_MS + 1);
    const live = [await share(app), await share(app)];
    // The database as it was before the migration: shares, and no claims (later migrations undone first).
    while ((await lastMigration(app)) !== MIGRATION) await app.dataSource.undoLastMigration();
    await app.dataSource.undoLastMigration();

    expect(await app.dataSource.runMigrations()).toContainEqual(expect.objectContaining({ name: MIGRATION }));

    const folders = await app.dataSource.getRepository(Folder).find();
    const claims = await app.dataSource.getRepository(CodeClaim).find({ order: { code: 'ASC' } });
    expect(claims).toEqual(
      folders
        .map((folder) => ({ code: folder.code, holder: 'share', claimedAt: folder.createdAt }))
        .sort((a, b) => a.code.localeCompare(b.code)),
    );
    expect(claims.map((claim) => claim.code).sort()).toEqual([expired, ...live].sort());

    // Allocation after it: a live share's code is never handed out again, an expired one's is reclaimed.
    const space = app.app.get(CodeSpace);
    draws.queue.push(Number(live[0]));
    expect(await allocateRequestCode(app)).not.toBe(live[0]);
    draws.queue.push(Number(expired));
    expect(await allocateRequestCode(app)).toBe(expired);
    expect(await space.holderOf(live[0])).toBe('share');
    expect(await space.holderOf(expired)).toBe('request');
  });
});
