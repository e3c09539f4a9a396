/**
 * Where the bytes of a file received directly are kept until they are whole and checked: a file of its own in
 * the origin private file system (OPFS), so a file of any size costs disk, not memory, and the page hands the
 * browser that file to save. Each file is held under a Web Lock while in use, so the sweep of files left behind by
 * a closed page (`sweepReceivedFiles`) never deletes another tab's file.
 */

/** The bytes received so far, appended in order, and once whole, the file to save. */
export interface ReceivedFile {
  /** Bytes appended so far. */
  readonly length: number;
  /** Queues `bytes` after what came before (copied: the caller may reuse its buffer). */
  append(bytes: Uint8Array): void;
  /** Keeps only the first `length` bytes; appending goes on from there. */
  truncate(length: number): Promise<void>;
  /** Everything appended, once written, as a Blob to save; nothing may be appended after. */
  blob(): Promise<Blob>;
  /** Deletes the kept bytes (after saving, or when they are not wanted); safe to call more than once. */
  discard(): Promise<void>;
}

/** The OPFS directory of received files: nothing else of the origin's is ever swept. */
const DIRECTORY = 'sharecode-direct';
const LOCK_PREFIX = `${DIRECTORY}/`;
/** How the files are named (randomUUID); anything else there, such as the browser's own swap files, is left be. */
const NAME_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/**
 * Bytes gathered before each write: each write of a writable stream crosses to the browser's process at a cost of
 * its own, on top of the bytes', and that process is busy with the transfer too; so the fewer writes the better, as
 * long as a batch stays small beside the page's memory.
 */
const WRITE_BATCH_BYTES = 16 * 1024 * 1024;

function opfsDirectory(): Promise<FileSystemDirectoryHandle> | null {
  // jsdom, and browsers without OPFS (or with it switched off in private windows), have none: see openReceivedFile.
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (typeof storage?.getDirectory !== 'function' || !('locks' in navigator)) return null;
  return storage.getDirectory().then((root) => root.getDirectoryHandle(DIRECTORY, { create: true }));
}

/** Holds the lock named `name` until `release` is called; resolves once it is held. */
function holdLock(name: string): Promise<() => void> {
  return new Promise((held, failed) => {
    navigator.locks.request(name, () => new Promise<void>((release) => held(release))).catch(failed);
  });
}

/** In memory, where the browser has no OPFS: the file must then fit in the tab's memory. */
function memoryFile(): ReceivedFile {
  let parts: Uint8Array<ArrayBuffer>[] = [];
  let length = 0;
  return {
    get length() {
      return length;
    },
    append(bytes) {
      parts.push(bytes.slice());
      length += bytes.length;
    },
    truncate(keep) {
      const whole = new Uint8Array(length);
      parts.reduce((at, part) => (whole.set(part, at), at + part.length), 0);
      parts = [whole.slice(0, keep)];
      length = Math.min(keep, length);
      return Promise.resolve();
    },
    blob: () => Promise.resolve(new Blob(parts)),
    discard() {
      parts = [];
      return Promise.resolve();
    },
  };
}

async function opfsFile(directory: FileSystemDirectoryHandle): Promise<ReceivedFile> {
  const name = crypto.randomUUID();
  const release = await holdLock(LOCK_PREFIX + name);
  const handle = await directory.getFileHandle(name, { create: true });
  const writable = await handle.createWritable();
  let batch = new Uint8Array(WRITE_BATCH_BYTES);
  let batched = 0;
  let length = 0;
  // Writes run one after another; the first failure is kept and reported by blob().
  let written: Promise<void> = Promise.resolve();
  const flush = () => {
    if (batched === 0) return;
    const full = batch.subarray(0, batched);
    written = written.then(() => writable.write(full));
    // Reported where it is awaited (truncate, blob), not as an unhandled rejection meanwhile.
    written.catch(() => undefined);
    batch = new Uint8Array(WRITE_BATCH_BYTES);
    batched = 0;
  };
  let discarded: Promise<void> | undefined;
  return {
    get length() {
      return length;
    },
    append(bytes) {
      for (let at = 0; at < bytes.length;) {
        const taken = Math.min(bytes.length - at, WRITE_BATCH_BYTES - batched);
        batch.set(bytes.subarray(at, at + taken), batched);
        batched += taken;
        at += taken;
        if (batched === WRITE_BATCH_BYTES) flush();
      }
      length += bytes.length;
    },
    async truncate(keep) {
      flush();
      await written;
      // A writable stream's truncate also moves its position back to the new end.
      await writable.truncate(keep);
      length = Math.min(keep, length);
    },
    async blob() {
      flush();
      await written;
      await writable.close();
      return handle.getFile();
    },
    discard() {
      discarded ??= (async () => {
        await writable.abort().catch(() => undefined);
        await directory.removeEntry(name).catch(() => undefined);
        release();
      })();
      return discarded;
    },
  };
}

/** A new place for a file's bytes: a file in OPFS, or memory where the browser has no OPFS. */
export async function openReceivedFile(): Promise<ReceivedFile> {
  const directory = await opfsDirectory()?.catch(() => null);
  return directory ? opfsFile(directory) : memoryFile();
}

/** Deletes the received files no page holds any longer (their page closed before it could). */
export async function sweepReceivedFiles(): Promise<void> {
  const directory = await opfsDirectory()?.catch(() => null);
  if (!directory) return;
  // TypeScript's DOM library in this project lacks the directory's async iteration, which every OPFS browser has.
  const names = (directory as unknown as { keys(): AsyncIterable<string> }).keys();
  for await (const name of names) {
    if (!NAME_PATTERN.test(name)) continue;
    await navigator.locks.request(LOCK_PREFIX + name, { ifAvailable: true }, async (lock) => {
      if (lock) await directory.removeEntry(name).catch(() => undefined);
    });
  }
}
