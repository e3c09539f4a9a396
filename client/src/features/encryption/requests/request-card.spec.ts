import { createHash } from 'node:crypto';
import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import { hex } from '../../../test/encryption-spec-support';
import { randomBytes, toBase64Url } from '../core/bytes';
import { TamperedError, UnsupportedFormatError, WrongKeyError } from '../core/errors';
import { cardHash, openRequestCard, type RequestCard, sealRequestCard } from './request-card';
import { makeRequestKey, requestKeyParts } from './request-key';

installNodeWebCrypto();

const HEADER_BYTES = 49;

function sampleCard(overrides: Partial<RequestCard> = {}): RequestCard {
  return {
    id: randomBytes(16),
    publicKey: randomBytes(32),
    message: 'Please send the signed lease — and the photos of the flat 🏠',
    from: 'Zoë at Lindenstraße 4',
    ...overrides,
  };
}

async function sealed(overrides: Partial<RequestCard> = {}) {
  const requestKey = makeRequestKey();
  const card = sampleCard(overrides);
  return { requestKey, card, bytes: await sealRequestCard(requestKey, card) };
}

/** A requester can seal any JSON under its own K: the uploader's checks are what stand. */
async function sealedJson(content: Record<string, unknown>) {
  const requestKey = makeRequestKey();
  const header = (await sealRequestCard(requestKey, sampleCard())).slice(0, HEADER_BYTES);
  const { cardKey } = await requestKeyParts(requestKey);
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv: header.slice(37), additionalData: header },
    cardKey,
    new TextEncoder().encode(JSON.stringify(content)),
  );
  const bytes = new Uint8Array(HEADER_BYTES + ciphertext.byteLength);
  bytes.set(header);
  bytes.set(new Uint8Array(ciphertext), HEADER_BYTES);
  return { requestKey, bytes };
}

function validContent(card = sampleCard()): Record<string, unknown> {
  return {
    v: 1,
    id: toBase64Url(card.id),
    pk: toBase64Url(card.publicKey),
    suite: 'x25519-hkdf256-aes256gcm',
    message: card.message,
    from: card.from,
  };
}

function flipped(bytes: Uint8Array, offset: number): Uint8Array {
  const copy = bytes.slice();
  copy[offset] ^= 1;
  return copy;
}

describe('the request card', () => {
  it('round-trips the id, public key, message and name, none of them readable in what is stored', async () => {
    const { requestKey, card, bytes } = await sealed();
    expect(await openRequestCard(requestKey, bytes)).toEqual(card);
    const stored = new TextDecoder('latin1').decode(bytes);
    for (const text of ['lease', 'Lindenstra', toBase64Url(card.id), toBase64Url(card.publicKey), 'x25519']) {
      expect(stored).not.toContain(text);
    }
  });

  it('starts with "SCRQ", version 1 and the key commitment, and pads its content to 1 KiB', async () => {
    const { requestKey, bytes } = await sealed();
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe('SCRQ');
    expect(bytes[4]).toBe(1);
    expect(hex(bytes.subarray(5, 37))).toBe(hex((await requestKeyParts(requestKey)).commitment));
    expect(bytes.length - HEADER_BYTES - 16).toBe(1024);
    const long = await sealed({ message: 'é'.repeat(1000), from: 'ß'.repeat(100) });
    expect((long.bytes.length - HEADER_BYTES - 16) % 1024).toBe(0);
    expect(long.bytes.length).toBeLessThanOrEqual(8 * 1024);
    expect((await openRequestCard(long.requestKey, long.bytes)).message).toBe('é'.repeat(1000));
  });

  it('refuses another K at the commitment check, before the tag is checked', async () => {
    const { bytes } = await sealed();
    const decrypt = jest.spyOn(crypto.subtle, 'decrypt');
    await expect(openRequestCard(makeRequestKey(), bytes)).rejects.toBeInstanceOf(WrongKeyError);
    expect(decrypt).not.toHaveBeenCalled();
    decrypt.mockRestore();
  });

  it("refuses another request's card, served in place of this one", async () => {
    const mine = await sealed();
    const theirs = await sealed({ message: 'Send everything to me instead' });
    await expect(openRequestCard(mine.requestKey, theirs.bytes)).rejects.toBeInstanceOf(WrongKeyError);
  });

  it("cannot be made to open under another K by swapping in that K's commitment", async () => {
    const { bytes } = await sealed();
    const otherKey = makeRequestKey();
    const forged = bytes.slice();
    forged.set((await requestKeyParts(otherKey)).commitment, 5);
    await expect(openRequestCard(otherKey, forged)).rejects.toBeInstanceOf(TamperedError);
  });

  it('refuses every header byte flipped: magic, version, commitment or nonce', async () => {
    const { requestKey, bytes } = await sealed();
    const expected = (offset: number) => {
      // Version 1 flipped is 0, older than any card: changed on its way, not sealed by a newer page.
      if (offset <= 4) return TamperedError;
      if (offset < 37) return WrongKeyError;
      return TamperedError;
    };
    for (let offset = 0; offset < HEADER_BYTES; offset += 1) {
      await expect(openRequestCard(requestKey, flipped(bytes, offset))).rejects.toBeInstanceOf(expected(offset));
    }
  });

  it('says a card of a later version needs a newer page, and one of an earlier version was tampered with', async () => {
    const { requestKey, bytes } = await sealed();
    const withVersion = (version: number) => {
      const copy = bytes.slice();
      copy[4] = version;
      return copy;
    };
    await expect(openRequestCard(requestKey, withVersion(2))).rejects.toBeInstanceOf(UnsupportedFormatError);
    await expect(openRequestCard(requestKey, withVersion(255))).rejects.toBeInstanceOf(UnsupportedFormatError);
    await expect(openRequestCard(requestKey, withVersion(0))).rejects.toBeInstanceOf(TamperedError);
  });

  it('refuses a flipped ciphertext or tag byte, and a card cut short, as tampered', async () => {
    const { requestKey, bytes } = await sealed();
    for (const offset of [HEADER_BYTES, HEADER_BYTES + 500, bytes.length - 17, bytes.length - 1]) {
      await expect(openRequestCard(requestKey, flipped(bytes, offset))).rejects.toBeInstanceOf(TamperedError);
    }
    await expect(openRequestCard(requestKey, bytes.subarray(0, bytes.length - 1))).rejects.toBeInstanceOf(
      TamperedError,
    );
    await expect(openRequestCard(requestKey, bytes.subarray(0, 60))).rejects.toBeInstanceOf(TamperedError);
    await expect(openRequestCard(requestKey, new Uint8Array(0))).rejects.toBeInstanceOf(TamperedError);
  });

  it('hashes the sealed bytes with SHA-256', async () => {
    const { bytes } = await sealed();
    expect(hex(await cardHash(bytes))).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  const refused: [string, Partial<RequestCard>][] = [
    ['a message over 1000 characters', { message: 'a'.repeat(1001) }],
    ['a name over 100 characters', { from: 'a'.repeat(101) }],
    ['a message that reverses its text', { message: 'Send invoice\u202Efdp.exe' }],
    ['a message with a line break', { message: 'Hello\nthere' }],
    ['a message with a zero-width space', { message: 'pay\u200Bpal' }],
    ['a name with a control character', { from: 'Bob\u0007' }],
    ['a name not in normal form', { from: 'Zoe\u0308' }],
    ['a 15-byte id', { id: randomBytes(15) }],
    ['a 31-byte public key', { publicKey: randomBytes(31) }],
  ];

  it.each(refused)('refuses to seal %s', async (_case, overrides) => {
    await expect(sealRequestCard(makeRequestKey(), sampleCard(overrides))).rejects.toThrow(RangeError);
  });

  it.each(refused)('refuses to open %s, sealed by a requester who skipped the checks', async (_case, overrides) => {
    const card = sampleCard(overrides);
    const { requestKey, bytes } = await sealedJson(validContent(card));
    await expect(openRequestCard(requestKey, bytes)).rejects.toBeInstanceOf(TamperedError);
  });

  it('accepts the longest message and name, and joiners inside words and emoji', async () => {
    const card = sampleCard({ message: 'm'.repeat(1000), from: 'می\u200Cخواهم 👩\u200D💻'.padEnd(100, 'x') });
    const { requestKey, bytes } = await sealedJson(validContent(card));
    expect(await openRequestCard(requestKey, bytes)).toEqual(card);
  });

  it.each<[string, Record<string, unknown>]>([
    ['another content version', { v: 2 }],
    ['another suite', { suite: 'x25519-hkdf256-chacha20poly1305' }],
    ['an unknown field', { note: 'extra' }],
    ['a number for a message', { message: 42 }],
  ])('refuses a card with %s as tampered', async (_case, change) => {
    const { requestKey, bytes } = await sealedJson({ ...validContent(), ...change });
    await expect(openRequestCard(requestKey, bytes)).rejects.toBeInstanceOf(TamperedError);
  });

  it('refuses a card missing a field as tampered', async () => {
    const { from: _from, ...content } = validContent();
    const { requestKey, bytes } = await sealedJson(content);
    await expect(openRequestCard(requestKey, bytes)).rejects.toBeInstanceOf(TamperedError);
  });
});
