import {
  CODE_SPACE,
  RANDOM_CODE_ATTEMPTS,
  allocateFolderCode,
  formatFolderCode,
  freeFolderCodes,
  isFolderCode,
  type ClaimResult,
} from './folder-code.js';

/** A fake code table with a unique constraint, as the database has. */
function tableHolding(held: Iterable<string>) {
  const codes = new Set(held);
  const claims: string[] = [];
  return {
    codes,
    claims,
    claim(code: string): Promise<ClaimResult<string>> {
      claims.push(code);
      if (codes.has(code)) return Promise.resolve({ claimed: false });
      codes.add(code);
      return Promise.resolve({ claimed: true, value: code });
    },
    heldCodes: () => Promise.resolve(new Set(codes)),
  };
}

function allCodes(): string[] {
  return Array.from({ length: CODE_SPACE }, (_, index) => formatFolderCode(index));
}

describe('share codes', () => {
  it('formats codes as 4 zero-padded digits', () => {
    expect(formatFolderCode(0)).toBe('0000');
    expect(formatFolderCode(42)).toBe('0042');
    expect(formatFolderCode(9999)).toBe('9999');
  });

  it('accepts exactly 4 digits', () => {
    expect(isFolderCode('0042')).toBe(true);
    for (const bad of ['042', '00042', 'abcd', '12a4', ' 1234', '１２３４', '']) {
      expect(isFolderCode(bad)).toBe(false);
    }
  });

  it('lists the codes nobody holds', () => {
    const held = new Set(allCodes().filter((code) => code !== '0007' && code !== '9000'));
    expect(freeFolderCodes(held)).toEqual(['0007', '9000']);
  });
});

describe(allocateFolderCode.name, () => {
  it('claims the first random code when it is free', async () => {
    const table = tableHolding([]);
    const code = await allocateFolderCode({ ...table, random: () => 1234 });
    expect(code).toBe('1234');
    expect(table.claims).toEqual(['1234']);
  });

  it('draws again when the random code is taken', async () => {
    const table = tableHolding(['0001']);
    const draws = [1, 1, 2];
    const code = await allocateFolderCode({ ...table, random: () => draws.shift() ?? 0 });
    expect(code).toBe('0002');
    expect(table.claims).toEqual(['0001', '0001', '0002']);
  });

  it('picks among the free codes once random draws keep colliding', async () => {
    const table = tableHolding(allCodes().filter((code) => code !== '4321'));
    // Random draws always hit held code 0000; the fallback then sees exactly one free code.
    const code = await allocateFolderCode({ ...table, random: () => 0 });
    expect(code).toBe('4321');
    expect(table.claims).toHaveLength(RANDOM_CODE_ATTEMPTS + 1);
  });

  it('answers null when every code is held', async () => {
    const table = tableHolding(allCodes());
    expect(await allocateFolderCode({ ...table, random: () => 0 })).toBeNull();
  });

  it('retries when a racing upload takes the free code it picked', async () => {
    const table = tableHolding(allCodes().filter((code) => code !== '0100' && code !== '0200'));
    const racedClaim = table.claim.bind(table);
    let raced = false;
    const code = await allocateFolderCode({
      heldCodes: table.heldCodes,
      random: () => 0,
      async claim(code) {
        // Another upload grabs 0100 between our snapshot and our insert.
        if (code === '0100' && !raced) {
          raced = true;
          await racedClaim('0100');
        }
        return racedClaim(code);
      },
    });
    expect(code).toBe('0200');
  });

  it('uses crypto randomness by default and yields distinct codes', async () => {
    const table = tableHolding([]);
    const codes = await Promise.all(Array.from({ length: 50 }, () => allocateFolderCode(table)));
    expect(new Set(codes).size).toBe(50);
    for (const code of codes) expect(isFolderCode(code!)).toBe(true);
  });
});
