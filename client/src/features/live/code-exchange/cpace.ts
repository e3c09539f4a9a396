/**
 * CPace, the CPACE-RISTR255-SHA512 cipher suite of draft-irtf-cfrg-cpace (versions 20 and 21), in the
 * initiator-responder setting, with the draft's explicit key confirmation (its section "Key confirmation").
 * Each function is the draft's function of the same name; nothing here departs from the draft, and the spec
 * checks every step against the draft's published test vectors.
 *
 * Group: ristretto255 (RFC 9496) from @noble/curves. The generator is the draft's calculate_generator:
 * element_derivation (RFC 9496 §4.3.4, noble's deriveToCurve) of SHA-512(generator_string(DSI, PRS, CI, sid)).
 */
import { ristretto255, ristretto255_hasher } from '@noble/curves/ed25519.js';
import { hmac } from '@noble/hashes/hmac.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { type Bytes, concatBytes, equalBytes, ownBytes, randomBytes, utf8 } from '../../encryption';

type RistrettoPoint = InstanceType<typeof ristretto255.Point>;

/** G_Ristretto255.DSI */
const DSI = utf8('CPaceRistretto255');
const DSI_ISK = utf8('CPaceRistretto255_ISK');
const MAC_LABEL = utf8('CPaceMac');
/** H.s_in_bytes for SHA-512: its input block size. */
const SHA512_BLOCK_BYTES = 128;
const GROUP_SIZE_BITS = 252;
const FIELD_SIZE_BYTES = 32;
/** G.I, the encoding of the neutral element. */
const IDENTITY = new Uint8Array(FIELD_SIZE_BYTES);

/** The length of `data` in LEB128, then `data`. */
export function prependLen(data: Uint8Array): Bytes {
  const length: number[] = [];
  let remaining = data.length;
  do {
    length.push((remaining & 0x7f) | (remaining >= 0x80 ? 0x80 : 0));
    remaining >>>= 7;
  } while (remaining > 0);
  return concatBytes(Uint8Array.from(length), data);
}

export function lvCat(...parts: Uint8Array[]): Bytes {
  return concatBytes(...parts.map(prependLen));
}

/** Zero padding fills SHA-512's first block after DSI and PRS, so the hashing time does not depend on PRS. */
export function generatorString(prs: Uint8Array, ci: Uint8Array, sid: Uint8Array): Bytes {
  const zeroPadding = Math.max(0, SHA512_BLOCK_BYTES - 1 - prependLen(prs).length - prependLen(DSI).length);
  return lvCat(DSI, prs, new Uint8Array(zeroPadding), ci, sid);
}

export function calculateGenerator(prs: Uint8Array, ci: Uint8Array, sid: Uint8Array): RistrettoPoint {
  // Optional in noble's shared hasher type; ristretto255's hasher always has it.
  if (!ristretto255_hasher.deriveToCurve) throw new Error('ristretto255 element derivation is missing');
  return ristretto255_hasher.deriveToCurve(sha512(generatorString(prs, ci, sid)));
}

/** A little-endian scalar as a number. */
export function scalarFromBytes(bytes: Uint8Array): bigint {
  let value = 0n;
  for (let index = bytes.length - 1; index >= 0; index -= 1) value = (value << 8n) | BigInt(bytes[index]);
  return value;
}

/** The draft's recommended sampling: 32 random bytes with the bits from 252 up cleared, read little-endian. */
export function sampleScalar(): bigint {
  for (;;) {
    const bytes = randomBytes(FIELD_SIZE_BYTES);
    bytes[FIELD_SIZE_BYTES - 1] &= (1 << (GROUP_SIZE_BITS - 8 * (FIELD_SIZE_BYTES - 1))) - 1;
    const scalar = scalarFromBytes(bytes);
    // Zero is not a valid private key; drawing it has probability 2^-252.
    if (scalar !== 0n) return scalar;
  }
}

export function scalarMult(scalar: bigint, generator: RistrettoPoint): Bytes {
  return ownBytes(generator.multiply(scalar).toBytes());
}

/** y·X for an encoded X, or G.I when X does not decode to a group element. */
export function scalarMultVfy(scalar: bigint, encoded: Uint8Array): Bytes {
  let point: RistrettoPoint;
  try {
    point = ristretto255.Point.fromBytes(encoded);
  } catch {
    return ownBytes(IDENTITY);
  }
  return ownBytes(point.multiply(scalar).toBytes());
}

export function isIdentity(encoded: Uint8Array): boolean {
  return equalBytes(encoded, IDENTITY);
}

/** transcript_ir: the initiator's message first, then the responder's. */
export function transcriptIr(ya: Uint8Array, adA: Uint8Array, yb: Uint8Array, adB: Uint8Array): Bytes {
  return concatBytes(lvCat(ya, adA), lvCat(yb, adB));
}

/** ISK = SHA-512(lv_cat(DSI ‖ "_ISK", sid, K) ‖ transcript). */
export function intermediateSessionKey(sid: Uint8Array, k: Uint8Array, transcript: Uint8Array): Bytes {
  return ownBytes(sha512(concatBytes(lvCat(DSI_ISK, sid, k), transcript)));
}

/** mac_key = SHA-512("CPaceMac" ‖ sid ‖ ISK). */
export function confirmationKey(sid: Uint8Array, isk: Uint8Array): Bytes {
  return ownBytes(sha512(concatBytes(MAC_LABEL, sid, isk)));
}

/** A party's tag over the message it sent: HMAC-SHA-512(mac_key, lv_cat(Y, AD)). */
export function confirmationTag(macKey: Uint8Array, y: Uint8Array, ad: Uint8Array): Bytes {
  return ownBytes(hmac(sha512, macKey, lvCat(y, ad)));
}
