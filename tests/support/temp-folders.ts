/** Folders on disk that tests write before they run and remove when they are done. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Something `make` writes under a temp folder (`base`), for the tests around the call (a file, or a describe
 * block): made before them, its folder removed after them. Call the function it returns from a test or a
 * later hook.
 */
export function useOnDisk<T extends { base: string }>(make: () => T): () => T {
  let made: T | undefined;
  beforeAll(() => {
    made = make();
  });
  afterAll(() => {
    if (made) rmSync(made.base, { recursive: true, force: true });
  });
  return () => {
    if (!made) throw new Error('made in beforeAll: use it from a test or a later hook');
    return made;
  };
}

/** An empty temp folder named `prefix…` for the tests around the call; the function it returns gives its path. */
export function useTempDir(prefix: string): () => string {
  const dir = useOnDisk(() => ({ base: mkdtempSync(join(tmpdir(), prefix)) }));
  return () => dir().base;
}
