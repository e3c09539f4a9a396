import { CODE_SPACE, RANDOM_CODE_ATTEMPTS, allocateCode, formatCode, freeCodes, type ClaimResult } from './codes.js';

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
  return Array.from({ length: CODE_SPACE }, (_, index) => formatCode(index));
}

describe('codes', () => {
  it('formats codes as 4 zero-padded digits', () => {
    expect(formatCode(0)).toBe('0000');
    expect(formatCode(42)).toBe('0042');
    expect(formatCode(9999)).toBe('9999');
  });

  it('lists the codes nobody holds', () => {
    const held = new Set(allCodes().filter((code) => code !== '0007' && code !== '9000'));
    expect(freeCodes(held)).toEqual(['0007', '9000']);
  });
});

describe(allocateCode.name, () => {
  it('claims the first random code when it is free', async () => {
    const table = tableHolding([]);
    const code = await allocateCode({ ...table, random: () => 1234 });
    expect(code).toBe('1234');
    expect(table.claims).toEqual(['1234']);
  });

  it('draws again when the random code is taken', async () => {
    const table = tableHolding(['0001']);
    const draws = [1, 1, 2];
    const code = await allocateCode({ ...table, random: () => draws.shift() ?? 0 });
    expect(code).toBe('0002');
    expect(table.claims).toEqual(['0001', '0001', '0002']);
  });

  it('picks among the free codes once random draws keep colliding', async () => {
    const table = tableHolding(allCodes().filter((code) => code !== '4321'));
    // Random draws always hit held code 0000; the fallback then sees exactly one free code.
    const code = await allocateCode({ ...table, random: () => 0 });
    expect(code).toBe('4321');
    expect(table.claims).toHaveLength(RANDOM_CODE_ATTEMPTS + 1);
  });

  it('answers null when every code is held', async () => {
    const table = tableHolding(allCodes());
    expect(await allocateCode({ ...table, random: () => 0 })).toBeNull();
  });

  it('retries when a racing upload takes the free code it picked', async () => {
    const table = tableHolding(allCodes().filter((code) => code !== '0100' && code !== '0200'));
    const racedClaim = table.claim.bind(table);
    let raced = false;
    const code = await allocateCode({
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
    const codes = await Promise.all(Array.from({ length: 50 }, () => allocateCode(table)));
    expect(new Set(codes).size).toBe(50);
    for (const code of codes) expect(code).toMatch(/^\d{4}$/);
  });
});
