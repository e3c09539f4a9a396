// What the browser parts of the benchmark share: Chromium launched as the browser tests launch it, and the API
// serving the production client with limits out of the way.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './processes.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..');
const MIB = 1024 * 1024;
const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The client build the API serves: BENCH_CLIENT_DIR, to compare another build, else client/dist. */
export const CLIENT_DIR = process.env.BENCH_CLIENT_DIR ?? join(repo, 'client', 'dist');

/** Launch options with the flags the browser tests use, read from tests/support/browser.ts so the two never drift. */
export async function chromiumLaunchOptions() {
  const source = await readFile(join(here, '..', 'support', 'browser.ts'), 'utf8');
  const list = /CHROMIUM_FLAGS = \[([^\]]*)\]/.exec(source);
  if (!list) throw new Error('CHROMIUM_FLAGS not found in tests/support/browser.ts');
  return {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...list[1].matchAll(/'([^']+)'/g)].map((match) => match[1]),
  };
}

/** Starts the API with the client on `port`, its data under `dir`; resolves { apiBase, server }. */
export async function startAppServer(dir, port, clientDir = CLIENT_DIR) {
  const apiBase = `http://127.0.0.1:${port}`;
  const server = await startServer(
    'sharecode api with the client',
    join(repo, 'api', 'dist', 'main.js'),
    {
      PORT: String(port),
      DATA_DIR: join(dir, 'api-data'),
      CLIENT_DIR: clientDir,
      PUBLIC_URL: apiBase,
      MAX_UPLOAD_BYTES: String(4 * 1024 * MIB),
      RATE_LOOKUP_PER_MIN: '100000',
      RATE_LOOKUP_FAIL_PER_15MIN: '100000',
      RATE_UPLOAD_PER_HOUR: '100000',
    },
    `${apiBase}/api/health`,
  );
  return { apiBase, server };
}
