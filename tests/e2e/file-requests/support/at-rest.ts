/** What the suite's server keeps on disk, searched for plaintext: its stored objects and its SQLite files. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_ENV_VARIABLE } from '../../../support/server';

/** The suite server's data directory (global-setup hands its environment to the test workers). */
export function suiteDataDir(): string {
  const env = JSON.parse(process.env[SERVER_ENV_VARIABLE] ?? '{}') as Record<string, string>;
  if (!env.DATA_DIR) throw new Error(`${SERVER_ENV_VARIABLE} names no DATA_DIR: is support/global-setup.ts run?`);
  return env.DATA_DIR;
}

/** Every file under `dir`, at any depth: objects, the database and its journal alike. */
export function storedFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** "file: needle" for each needle (by label) found in any of `files`; empty when none is. */
export function plaintextHits(files: string[], needles: Map<string, Buffer>): string[] {
  const hits: string[] = [];
  for (const file of files) {
    const bytes = readFileSync(file);
    for (const [label, needle] of needles)
      if (needle.length > 0 && bytes.includes(needle)) hits.push(`${file}: ${label}`);
  }
  return hits;
}
