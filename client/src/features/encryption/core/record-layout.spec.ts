import {
  ciphertextSize,
  plaintextSizeOf,
  RECORD_PLAINTEXT_BYTES,
  recordsForRange,
  type RecordSpan,
  resumePoint,
  type ResumePoint,
} from './index';
import { RECORD_CIPHERTEXT_BYTES, recordCount, recordPlaintextLength } from './record-layout';

const R = RECORD_PLAINTEXT_BYTES;
const C = RECORD_CIPHERTEXT_BYTES;
const GiB = 2 ** 30;

describe('record layout', () => {
  it('uses 64 KiB records with a 16-byte tag each, and one empty record for an empty file', () => {
    expect(R).toBe(65_536);
    expect(C).toBe(65_552);
    expect([0, 1, R - 1, R, R + 1, 5 * GiB].map(recordCount)).toEqual([1, 1, 1, 1, 2, 81_920]);
    expect([0, 1, R, R + 1].map(ciphertextSize)).toEqual([16, 17, C, C + 17]);
    expect(ciphertextSize(5 * GiB)).toBe(5 * GiB + 81_920 * 16);
    expect(recordPlaintextLength(R + 1, 0)).toBe(R);
    expect(recordPlaintextLength(R + 1, 1)).toBe(1);
    expect(() => recordPlaintextLength(R + 1, 2)).toThrow(RangeError);
  });

  it('maps an encrypted size back to the plaintext size, refusing sizes no encrypted file has', () => {
    for (const size of [0, 1, R - 1, R, R + 1, 3 * R + 7, 5 * GiB])
      expect(plaintextSizeOf(ciphertextSize(size))).toBe(size);
    for (const impossible of [0, 15, C + 1, C + 16]) expect(() => plaintextSizeOf(impossible)).toThrow(RangeError);
    expect(() => ciphertextSize(-1)).toThrow(RangeError);
    expect(() => ciphertextSize(1.5)).toThrow(RangeError);
  });

  it('names the records and ciphertext bytes a plaintext range needs', () => {
    const size = 3 * R + 100;
    expect(recordsForRange(size, 0, size)).toEqual({
      firstRecord: 0,
      lastRecord: 3,
      ciphertextStart: 0,
      ciphertextEnd: ciphertextSize(size),
      skip: 0,
      length: size,
    });
    const middle: RecordSpan = recordsForRange(size, R + 10, 2 * R + 1);
    expect(middle).toEqual({
      firstRecord: 1,
      lastRecord: 2,
      ciphertextStart: C,
      ciphertextEnd: 3 * C,
      skip: 10,
      length: R - 9,
    });
    expect(recordsForRange(size, 2 * R, 2 * R)).toMatchObject({ firstRecord: 2, lastRecord: 2, length: 0 });
    expect(recordsForRange(0, 0, 0)).toMatchObject({ firstRecord: 0, lastRecord: 0, ciphertextEnd: 16 });
    expect(recordsForRange(R, R, R)).toMatchObject({ firstRecord: 0, lastRecord: 0, skip: R, length: 0 });
    expect(() => recordsForRange(size, 10, 5)).toThrow(RangeError);
    expect(() => recordsForRange(size, 0, size + 1)).toThrow(RangeError);
  });

  it('finds where an interrupted upload resumes from its ciphertext offset', () => {
    const size = 2 * R + 5;
    const start: ResumePoint = resumePoint(size, 0);
    expect(start).toEqual({ record: 0, skip: 0 });
    expect(resumePoint(size, C - 1)).toEqual({ record: 0, skip: C - 1 });
    expect(resumePoint(size, C)).toEqual({ record: 1, skip: 0 });
    expect(resumePoint(size, 2 * C + 3)).toEqual({ record: 2, skip: 3 });
    expect(resumePoint(size, ciphertextSize(size))).toEqual({ record: 3, skip: 0 });
    expect(resumePoint(R, C)).toEqual({ record: 1, skip: 0 });
    expect(() => resumePoint(size, ciphertextSize(size) + 1)).toThrow(RangeError);
  });
});
