/**
 * CPace against the published test vectors of draft-irtf-cfrg-cpace-21 (identical in -20), appendices
 * "Definition and test vectors for string utility functions" and "Test vector for CPace using group
 * ristretto255 and hash SHA-512", from the draft's source (github.com/cfrg/draft-irtf-cfrg-cpace,
 * draft-irtf-cfrg-cpace.md at tag draft-irtf-cfrg-cpace-21, commit 8fb4056e1b9201927d9f651b9970d9d5660c7892).
 * The values are copied as the draft prints them.
 */
import { sha512 } from '@noble/hashes/sha2.js';
import {
  calculateGenerator,
  confirmationKey,
  confirmationTag,
  generatorString,
  intermediateSessionKey,
  isIdentity,
  lvCat,
  prependLen,
  sampleScalar,
  scalarFromBytes,
  scalarMult,
  scalarMultVfy,
  transcriptIr,
} from './cpace';
import { fromHex, hex } from '../../../test/encryption-spec-support';

const ascii = (text: string) => new TextEncoder().encode(text);

const VECTORS = {
  prs: ascii('Password'),
  ci: fromHex('0b415f696e69746961746f720b425f726573706f6e646572'),
  sid: fromHex('7e4b4791d6a8ef019b936c79fb7f2c57'),
  generatorString: `11435061636552697374726574746f3235350850617373776f726464
      00000000000000000000000000000000000000000000000000000000
      00000000000000000000000000000000000000000000000000000000
      00000000000000000000000000000000000000000000000000000000
      00000000000000000000000000000000180b415f696e69746961746f
      720b425f726573706f6e646572107e4b4791d6a8ef019b936c79fb7f
      2c57`,
  hashResult: `da6d3ddc8802fca9058755ffd3ebde08a9c2c74945901a258482a288
      b6663af06bf645c93cd1c51512307199c80e84908916d983b34af772
      05f90851a657ee27`,
  g: '222b6b195fe84b1652badb6f6a3ae3d24341e7306967f0b8115b40d5698c7e56',
  adA: ascii('ADa'),
  ya: 'da3d23700a9e5699258aef94dc060dfda5ebb61f02a5ea77fad53f4ff0976d08',
  Ya: 'd6bac480f2c386c394efc7c47adb9925dcd2630b64f240c50f8d0eec482b9157',
  adB: ascii('ADb'),
  yb: 'd2316b454718c35362d83d69df6320f38578ed5984651435e2949762d900b80d',
  Yb: '3ea7e0b19560d7c0b0f5734f63b955286dfa8232b5ebe63324e2d9e7433f7258',
  K: '80b69a8a76457ab6a4d7f887a4bf6b55a2f80ac19c333f917a05fc9887c8b40f',
  transcriptIr: `20d6bac480f2c386c394efc7c47adb9925dcd2630b64f240c50f8d0e
      ec482b915703414461203ea7e0b19560d7c0b0f5734f63b955286dfa
      8232b5ebe63324e2d9e7433f725803414462`,
  iskIr: `b69effbf61b51d56401c0f65601abe428de8206feaaf0e32198896dc
      ae7b35cd2b38950a39dfd5d4a79164614c2984f7daa460b588c1e80c
      3fa2068af7900447`,
};

const compact = (text: string) => text.replace(/\s+/g, '');

describe('CPace string functions (draft appendix test vectors)', () => {
  it('prepend_len', () => {
    expect(hex(prependLen(new Uint8Array(0)))).toBe('00');
    expect(hex(prependLen(ascii('1234')))).toBe('0431323334');
    const to127 = Uint8Array.from({ length: 127 }, (_, index) => index);
    expect(hex(prependLen(to127))).toBe(`7f${hex(to127)}`);
    const to128 = Uint8Array.from({ length: 128 }, (_, index) => index);
    expect(hex(prependLen(to128))).toBe(`8001${hex(to128)}`);
  });

  it('lv_cat', () => {
    expect(hex(lvCat(ascii('1234'), ascii('5'), ascii(''), ascii('678')))).toBe('043132333401350003363738');
  });

  it('transcript_ir', () => {
    expect(hex(transcriptIr(ascii('123'), ascii('PartyA'), ascii('234'), ascii('PartyB')))).toBe(
      '03313233065061727479410332333406506172747942',
    );
    expect(hex(transcriptIr(ascii('3456'), ascii('PartyA'), ascii('2345'), ascii('PartyB')))).toBe(
      '043334353606506172747941043233343506506172747942',
    );
  });
});

describe('CPACE-RISTR255-SHA512 (draft appendix test vectors)', () => {
  const ya = scalarFromBytes(fromHex(VECTORS.ya));
  const yb = scalarFromBytes(fromHex(VECTORS.yb));

  it('calculate_generator: generator string, its hash and the encoded generator', () => {
    const generator = generatorString(VECTORS.prs, VECTORS.ci, VECTORS.sid);
    expect(generator).toHaveLength(170);
    expect(hex(generator)).toBe(compact(VECTORS.generatorString));
    expect(hex(sha512(generator))).toBe(compact(VECTORS.hashResult));
    expect(hex(calculateGenerator(VECTORS.prs, VECTORS.ci, VECTORS.sid).toBytes())).toBe(VECTORS.g);
  });

  it('the messages of A and B', () => {
    const g = calculateGenerator(VECTORS.prs, VECTORS.ci, VECTORS.sid);
    expect(hex(scalarMult(ya, g))).toBe(VECTORS.Ya);
    expect(hex(scalarMult(yb, g))).toBe(VECTORS.Yb);
  });

  it('the secret point K, alike on both sides', () => {
    expect(hex(scalarMultVfy(ya, fromHex(VECTORS.Yb)))).toBe(VECTORS.K);
    expect(hex(scalarMultVfy(yb, fromHex(VECTORS.Ya)))).toBe(VECTORS.K);
  });

  it('the ISK in the initiator-responder setting', () => {
    const transcript = transcriptIr(fromHex(VECTORS.Ya), VECTORS.adA, fromHex(VECTORS.Yb), VECTORS.adB);
    expect(hex(transcript)).toBe(compact(VECTORS.transcriptIr));
    expect(hex(intermediateSessionKey(VECTORS.sid, fromHex(VECTORS.K), transcript))).toBe(compact(VECTORS.iskIr));
  });

  it('scalar_mult_vfy with a valid point', () => {
    const s = scalarFromBytes(fromHex('7cd0e075fa7955ba52c02759a6c90dbbfc10e6d40aea8d283e407d88cf538a05'));
    const x = fromHex('2c3c6b8c4f3800e7aef6864025b4ed79bd599117e427c41bd47d93d654b4a51c');
    expect(hex(scalarMultVfy(s, x))).toBe('7c13645fe790a468f62c39beb7388e541d8405d1ade69d1778c5fe3e7f6b600e');
  });

  it('scalar_mult_vfy gives the neutral element for an invalid encoding and for the neutral element', () => {
    const s = scalarFromBytes(fromHex('7cd0e075fa7955ba52c02759a6c90dbbfc10e6d40aea8d283e407d88cf538a05'));
    const invalid = fromHex('2b3c6b8c4f3800e7aef6864025b4ed79bd599117e427c41bd47d93d654b4a51c');
    expect(isIdentity(scalarMultVfy(s, invalid))).toBe(true);
    expect(isIdentity(scalarMultVfy(s, new Uint8Array(32)))).toBe(true);
  });
});

describe('CPace key confirmation and scalars', () => {
  it('derives mac_key = SHA-512("CPaceMac" ‖ sid ‖ ISK) and tags each party\'s own message', () => {
    const isk = fromHex(VECTORS.iskIr);
    const macKey = confirmationKey(VECTORS.sid, isk);
    expect(hex(macKey)).toBe(hex(sha512(new Uint8Array([...ascii('CPaceMac'), ...VECTORS.sid, ...isk]))));
    const ta = confirmationTag(macKey, fromHex(VECTORS.Ya), VECTORS.adA);
    const tb = confirmationTag(macKey, fromHex(VECTORS.Yb), VECTORS.adB);
    expect(ta).toHaveLength(64);
    expect(hex(ta)).not.toBe(hex(tb));
  });

  it('samples scalars below 2^252, never twice the same', () => {
    const scalars = Array.from({ length: 20 }, () => sampleScalar());
    expect(scalars.every((scalar) => scalar > 0n && scalar < 2n ** 252n)).toBe(true);
    expect(new Set(scalars).size).toBe(scalars.length);
  });
});
