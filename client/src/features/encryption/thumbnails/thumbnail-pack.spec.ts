import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import { newFileId } from '../core';
import {
  parseThumbnailIndex,
  pictureInSlot,
  slotCapacity,
  slotRange,
  THUMBNAIL_SLOT_BYTES,
  thumbnailPackSize,
  thumbnailSlot,
} from './thumbnail-pack';

describe('the thumbnail pack', () => {
  installNodeWebCrypto();

  it('lays slots end to end, each the length of its picture, the picture, then zeros', () => {
    const picture = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 9, 8, 7]);
    const slot = thumbnailSlot(1024, picture);
    expect(slot.length).toBe(1024);
    expect([...slot.subarray(0, 4)]).toEqual([0, 0, 0, 7]);
    expect([...slot.subarray(4, 11)]).toEqual([...picture]);
    expect(slot.subarray(11).every((byte) => byte === 0)).toBe(true);
    expect([...pictureInSlot(slot)!]).toEqual([...picture]);
    expect(slotRange(1024, 3)).toEqual({ start: 3072, end: 4096 });
    expect(thumbnailPackSize({ slot: THUMBNAIL_SLOT_BYTES, of: ['a', 'b'] })).toBe(2 * THUMBNAIL_SLOT_BYTES);
  });

  it('reads an empty slot, zeros, and a length the slot cannot hold as no picture', () => {
    expect(pictureInSlot(thumbnailSlot(1024, null))).toBeNull();
    const lying = new Uint8Array(1024);
    new DataView(lying.buffer).setUint32(0, 1021);
    expect(pictureInSlot(lying)).toBeNull();
    new DataView(lying.buffer).setUint32(0, 1020);
    expect(pictureInSlot(lying)?.length).toBe(1020);
  });

  it('refuses a picture larger than its slot', () => {
    expect(() => thumbnailSlot(1024, new Uint8Array(slotCapacity(1024) + 1))).toThrow(RangeError);
    expect(thumbnailSlot(1024, new Uint8Array(slotCapacity(1024))).length).toBe(1024);
  });

  describe("the manifest's index", () => {
    const files = [newFileId(), newFileId(), newFileId()];
    const ids = new Set(files);
    const index = (overrides: Record<string, unknown> = {}) => ({
      id: newFileId(),
      slot: THUMBNAIL_SLOT_BYTES,
      of: [files[2], files[0]],
      ...overrides,
    });

    it('accepts a pack of its own id naming some of the files, in its own order', () => {
      const good = index();
      expect(parseThumbnailIndex(good, ids)).toEqual(good);
    });

    it.each([
      ['a slot of 0 bytes', { slot: 0 }],
      ['a slot that is not whole KiB', { slot: 1000 }],
      ['a slot larger than a record', { slot: 65 * 1024 }],
      ['a fractional slot', { slot: 1024.5 }],
      ['a slot as a string', { slot: '24576' }],
      ['an id that is no id', { id: 'pack' }],
      ['the id of a file', { id: files[1] }],
      ['a file id the manifest does not list', { of: [newFileId()] }],
      ['a file named twice', { of: [files[0], files[0]] }],
      ['no file', { of: [] }],
      ['files that are not a list', { of: files[0] }],
    ])('refuses %s', (_, overrides) => {
      expect(parseThumbnailIndex(index(overrides), ids)).toBeUndefined();
    });

    it('refuses what is not an object', () => {
      expect(parseThumbnailIndex(null, ids)).toBeUndefined();
      expect(parseThumbnailIndex([index()], ids)).toBeUndefined();
    });
  });
});
