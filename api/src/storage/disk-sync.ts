import { fdatasync } from 'node:fs';
import { open } from 'node:fs/promises';
import { promisify } from 'node:util';

/**
 * What makes a write on local disk survive a power cut. A write that returned has only reached the kernel's
 * page cache: a file's bytes reach the device with fdatasync on its descriptor, and its name in a directory
 * (created or renamed there) only with an fsync of that directory. Local disk storage calls these before a
 * write resolves, so nothing is recorded (a share, a resumable upload's offset) that a power cut could take
 * back.
 */
export interface DiskSync {
  /** Flushes an open file's bytes, and the size needed to read them back, to the device. */
  file(fd: number): Promise<void>;
  /** Flushes a directory's entries: the names created, renamed or removed in it. */
  directory(path: string): Promise<void>;
}

/** The device's own flushes; specs wrap it to see the order of the calls. */
export const DEVICE_SYNC: DiskSync = {
  file: promisify(fdatasync),
  async directory(path) {
    const directory = await open(path, 'r');
    try {
      await directory.sync();
    } finally {
      await directory.close();
    }
  },
};

/**
 * `sync` with each directory's flushes shared: a flush asked for while one of the same directory runs waits for
 * the next, which starts once that one ends and serves every caller that asked meanwhile. A flush covers every
 * entry made before it started, so each caller's entry is on the device when its promise resolves, and files
 * stored several at a time cost about one flush of their directory rather than one each.
 */
export function sharingDirectoryFlushes(sync: DiskSync): DiskSync {
  const running = new Map<string, Promise<void>>();
  const waiting = new Map<string, Promise<void>>();
  const directory = (path: string): Promise<void> => {
    const next = waiting.get(path);
    if (next) return next;
    const current = running.get(path);
    if (current) {
      const after = current
        .catch(() => undefined)
        .then(() => {
          waiting.delete(path);
          return directory(path);
        });
      waiting.set(path, after);
      return after;
    }
    const started = sync.directory(path).finally(() => running.delete(path));
    running.set(path, started);
    return started;
  };
  return { file: (fd) => sync.file(fd), directory };
}
