/**
 * What every ShareContents must do, whatever holds the share's bytes: run by each implementation's spec on the
 * same small share (SHARE), without a network. What only one implementation does (a plain share's links, an
 * encrypted share's decrypting downloads and ZIPs) is checked in that implementation's own spec.
 */
import type { GalleryFile } from '../../gallery';
import { readBlob } from '../../../test/read-blob';
import type { ShareContents } from './share-contents';

export interface SharedFile {
  /** Its path as the person picked it. */
  path: string;
  /** Its bytes as picked. */
  bytes: Uint8Array<ArrayBuffer>;
}

/** A text file that has a preview, a few bytes of photo, and an empty file of a type with no preview. */
export const SHARE: readonly SharedFile[] = [
  { path: 'docs/readme.txt', bytes: new TextEncoder().encode('Read me first.\n') },
  { path: 'photos/a.jpg', bytes: Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) },
  { path: 'empty.bin', bytes: new Uint8Array(0) },
];

export interface ContractSubject<E extends GalleryFile> {
  /** The contents of a share holding SHARE, with a ZIP offered. */
  contents: ShareContents<E>;
  encrypted: boolean;
  /** The size of what the server stores of a file of `size` bytes (an encrypted share's: its ciphertext). */
  storedSize: (size: number) => number;
  /** Where the server serves the stored object of the file at `path`. */
  urlOf: (path: string) => string;
  /** What the server stores of the file at `path`: what the direct road brings whole. */
  storedBytes: (path: string) => Uint8Array<ArrayBuffer>;
}

/** jsdom's Blob reads through FileReader only; the Node Blob an encrypted share's spec lends has arrayBuffer(). */
async function bytesOf(blob: Blob): Promise<number[]> {
  const bytes =
    typeof blob.arrayBuffer === 'function' ? new Uint8Array(await blob.arrayBuffer()) : await readBlob(blob);
  return [...bytes];
}

/**
 * How many times fetch was called: the subject's stub (an encrypted share's ciphertext server) counts, or one that
 * refuses is installed (no network here).
 */
function fetchCount(): () => number {
  if (!jest.isMockFunction(globalThis.fetch))
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('No network in this test'));
  return () => (globalThis.fetch as unknown as jest.Mock).mock.calls.length;
}

/** What saveBlob handed to the browser: each object URL's Blob, and each link clicked with its name. */
function watchSaves() {
  const blobs = new Map<string, Blob>();
  const clicks: { href: string; name: string }[] = [];
  // jsdom has neither: saveBlob's are put in place, then taken away again.
  const original: unknown[] = [Reflect.get(URL, 'createObjectURL'), Reflect.get(URL, 'revokeObjectURL')];
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:saved-${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  // jsdom would try to navigate to the blob: address.
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.getAttribute('href') ?? '', name: this.download });
  });
  const restore = () => Object.assign(URL, { createObjectURL: original[0], revokeObjectURL: original[1] });
  return { blobs, clicks, restore };
}

export function describeShareContentsContract<E extends GalleryFile>(
  name: string,
  make: () => Promise<ContractSubject<E>>,
): void {
  describe(`${name}, as any share's contents`, () => {
    let subject: ContractSubject<E>;
    let contents: ShareContents<E>;
    const fileAt = (path: string): E => {
      const found = contents.files.find((file) => contents.pathOf(file) === path);
      if (!found) throw new Error(`No file at ${path}`);
      return found;
    };
    const picked = (path: string) => SHARE.find((file) => file.path === path)!;

    beforeEach(async () => {
      subject = await make();
      contents = subject.contents;
    });

    afterEach(() => {
      jest.useRealTimers();
      jest.restoreAllMocks();
    });

    it("lists every file once, in the share's order, at its path and with its size as picked", () => {
      expect(contents.files.map(contents.pathOf)).toEqual(SHARE.map((file) => file.path));
      expect(contents.files.map((file) => file.filesize)).toEqual(SHARE.map((file) => file.bytes.length));
    });

    it('names a distinct stored object for each file, of the size the server stores', () => {
      const stored = contents.files.map(contents.storedOf);
      expect(stored.map((object) => object.filesize)).toEqual(
        SHARE.map((file) => subject.storedSize(file.bytes.length)),
      );
      for (const { id } of stored) expect(id).toBeGreaterThan(0);
      expect(new Set(stored.map((object) => object.id)).size).toBe(SHARE.length);
    });

    it("asks the sender's device for the stored object itself, where the server serves it and follows its upload", () => {
      for (const file of contents.files) {
        const stored = contents.storedOf(file);
        expect(contents.directFileOf(file)).toMatchObject({
          id: stored.id,
          size: stored.filesize,
          url: subject.urlOf(contents.pathOf(file)),
          followUrl: `${subject.urlOf(contents.pathOf(file))}?follow=1`,
        });
      }
    });

    it('previews a text file as its path, its size and, read here, exactly its bytes', async () => {
      const { path, bytes } = picked('docs/readme.txt');
      const { source, later } = contents.preview(fileAt(path));
      expect(source).toMatchObject({ path, size: bytes.length });
      if (!subject.encrypted) {
        // The server serves it inline: the dialog fetches it itself.
        expect(source.kind).toBe('remote');
        expect(later).toBeUndefined();
        return;
      }
      expect(source.kind).toBe('pending');
      const made = await later;
      expect(made).toMatchObject({ kind: 'local', path });
      expect(await bytesOf((made as { file: File }).file)).toEqual([...bytes]);
    });

    it('fetches nothing to preview an empty file of a type with no preview', () => {
      const fetched = fetchCount();
      const before = fetched();
      const { path } = picked('empty.bin');
      const { source, later } = contents.preview(fileAt(path));
      expect(source).toMatchObject({ path, size: 0 });
      expect(later).toBeUndefined();
      expect(fetched()).toBe(before);
    });

    it('saves what the direct road brought whole under its own name, as the bytes picked, and lets it go', async () => {
      const saves = watchSaves();
      try {
        // saveBlob lets the object URL go a minute after the click: that minute passes at once here.
        jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'clearImmediate'] });
        const { path, bytes } = picked('docs/readme.txt');
        const release = jest.fn();
        await contents.saveReceived(fileAt(path), new Blob([subject.storedBytes(path)]), release);
        jest.runAllTimers();
        jest.useRealTimers();
        expect(release).toHaveBeenCalledTimes(1);
        expect(saves.clicks).toEqual([{ href: 'blob:saved-0', name: 'readme.txt' }]);
        expect(await bytesOf(saves.blobs.get('blob:saved-0')!)).toEqual([...bytes]);
      } finally {
        saves.restore();
      }
    });

    it('offers ZIPs of its folders', () => {
      expect(contents.zip?.start).toEqual(expect.any(Function));
    });

    it('says whether it is end-to-end encrypted, and that nothing failed yet', () => {
      expect(contents.encrypted).toBe(subject.encrypted);
      expect(contents.problem).toBeNull();
    });
  });
}
