import { QueryFailedError, type EntityManager } from 'typeorm';
import type { CodeHolder } from './code-claim.entity.js';
import type { CodeClaimsRepository } from './code-claims.repository.js';
import { CodeSpace, type CodeReclaimer } from './code-space.js';
import { CODE_SPACE, formatCode, RANDOM_CODE_ATTEMPTS } from './codes.js';

const MANAGER = { name: 'the claim transaction' } as unknown as EntityManager;

function uniqueViolation(): QueryFailedError {
  return new QueryFailedError('INSERT', [], Object.assign(new Error('duplicate key'), { code: '23505' }));
}

/** `code_claims` in memory, its primary key included; `create` runs with a stand-in for the transaction. */
function claimTable(held: Record<string, CodeHolder> = {}) {
  const claims = new Map(Object.entries(held));
  const deleted: Array<{ code: string; holder: CodeHolder; inTransaction: boolean }> = [];
  const repository = {
    async insertWith<T>(claim: { code: string; holder: CodeHolder }, create: (manager: EntityManager) => Promise<T>) {
      if (claims.has(claim.code)) throw uniqueViolation();
      const value = await create(MANAGER);
      claims.set(claim.code, claim.holder);
      return value;
    },
    deleteIn(manager: EntityManager, code: string, holder: CodeHolder) {
      deleted.push({ code, holder, inTransaction: manager === MANAGER });
      if (claims.get(code) === holder) claims.delete(code);
      return Promise.resolve();
    },
    delete(code: string, holder: CodeHolder) {
      deleted.push({ code, holder, inTransaction: false });
      if (claims.get(code) === holder) claims.delete(code);
      return Promise.resolve();
    },
    findHolder: (code: string) => Promise.resolve(claims.get(code) ?? null),
    findCodes: () => Promise.resolve(new Set(claims.keys())),
    count: () => Promise.resolve(claims.size),
  };
  return { claims, deleted, repository: repository as unknown as CodeClaimsRepository };
}

const clock = { now: () => new Date('2026-01-15T00:00:00Z') };

function spaceOf(table: ReturnType<typeof claimTable>, draws: number[]): CodeSpace {
  const draw = { index: (max: number) => (draws.length > 0 ? draws.shift()! : max - 1) };
  return new CodeSpace(table.repository, clock, draw);
}

describe(CodeSpace.name, () => {
  it('claims a free code for its holder and runs create with it, in the same transaction', async () => {
    const table = claimTable();
    const space = spaceOf(table, [42]);
    const made = await space.allocate('request', (code, manager) => Promise.resolve({ code, manager }));
    expect(made).toEqual({ code: '0042', manager: MANAGER });
    expect(await space.holderOf('0042')).toBe('request');
    expect(await space.holderOf('0043')).toBeNull();
  });

  it("never hands out a code another kind of holder has, whoever's it is", async () => {
    const table = claimTable({ '0042': 'share' });
    const space = spaceOf(table, [42, 42, 7]);
    const created: string[] = [];
    const code = await space.allocate('request', (code) => {
      created.push(code);
      return Promise.resolve(code);
    });
    expect(code).toBe('0007');
    // Create ran only for the code whose claim went in.
    expect(created).toEqual(['0007']);
    expect(table.claims.get('0042')).toBe('share');
  });

  it('takes a code its holder gives back because it ended, and leaves a live holder its code', async () => {
    const table = claimTable({ '0001': 'share', '0002': 'share' });
    const reclaimed: string[] = [];
    const reclaimer: CodeReclaimer = {
      reclaim(code) {
        if (code !== '0002') return Promise.resolve(false);
        reclaimed.push(code);
        table.claims.delete(code);
        return Promise.resolve(true);
      },
      reclaimableCodes: () => Promise.resolve(new Set(['0002'])),
    };
    const space = spaceOf(table, [1, 2]);
    space.reclaimEndedOf('share', reclaimer);
    expect(await space.allocate('request', (code) => Promise.resolve(code))).toBe('0002');
    expect(reclaimed).toEqual(['0002']);
    expect(table.claims.get('0001')).toBe('share');
  });

  it('counts codes their holders would give back as free once random draws keep colliding', async () => {
    const all = Object.fromEntries(Array.from({ length: CODE_SPACE }, (_, i) => [formatCode(i), 'share' as const]));
    const table = claimTable(all);
    // Every random draw hits 0000, whose share is live; the free set then holds 4321 alone.
    const space = spaceOf(table, [...Array<number>(RANDOM_CODE_ATTEMPTS).fill(0), 0]);
    space.reclaimEndedOf('share', {
      reclaim(code) {
        if (code !== '4321') return Promise.resolve(false);
        table.claims.delete(code);
        return Promise.resolve(true);
      },
      reclaimableCodes: () => Promise.resolve(new Set(['4321'])),
    });
    expect(await space.allocate('request', (code) => Promise.resolve(code))).toBe('4321');
    expect(table.claims.get('0000')).toBe('share');
  });

  it('answers null when every code is held and nothing gives one back', async () => {
    const all = Object.fromEntries(Array.from({ length: CODE_SPACE }, (_, i) => [formatCode(i), 'share' as const]));
    const space = spaceOf(claimTable(all), []);
    expect(await space.allocate('request', (code) => Promise.resolve(code))).toBeNull();
  });

  it("gives a code back in the holder's transaction, or on its own, and only the holder's", async () => {
    const table = claimTable({ '0001': 'share', '0002': 'request' });
    const space = spaceOf(table, []);
    await space.release('0001', 'share', MANAGER);
    await space.release('0002', 'share');
    expect(table.deleted).toEqual([
      { code: '0001', holder: 'share', inTransaction: true },
      { code: '0002', holder: 'share', inTransaction: false },
    ]);
    expect(await space.heldCodes()).toEqual(new Set(['0002']));
    expect(await space.countHeld()).toBe(1);
  });
});
