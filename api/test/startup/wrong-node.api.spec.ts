import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DIST = join(dirname(fileURLToPath(import.meta.url)), '../../dist');
const ENTRY_POINTS = ['main.js', 'worker.js', 'operators/operators-command.js'];

/** The first import of a built entry point. */
function firstImport(entry: string): string | undefined {
  return /^import\s+['"]([^'"]+)['"]/m.exec(readFileSync(join(DIST, entry), 'utf8'))?.[1];
}

/**
 * The built check, run by this Node beside a package.json whose range it does not satisfy (as the image and the
 * repository lay them out: dist/ two levels under the package.json).
 */
function runCheckAgainst(engines: string) {
  const root = mkdtempSync(join(tmpdir(), 'sharecode-node-line-'));
  try {
    const dist = join(root, 'api', 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(root, 'package.json'), JSON.stringify({ engines: { node: engines } }));
    for (const file of ['supported-node.js', 'node-line.js']) copyFileSync(join(DIST, file), join(dist, file));
    writeFileSync(join(dist, 'package.json'), JSON.stringify({ type: 'module' }));
    return spawnSync(process.execPath, [join(dist, 'supported-node.js')], { encoding: 'utf8', timeout: 20_000 });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('starting on a Node other than the supported line', () => {
  it('stops at once with one sentence naming the Node it needs and how to start', () => {
    const result = runCheckAgainst('>=99.1 <100');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Sharecode runs on Node 99 (>=99.1 <100), not Node ${process.versions.node}.`);
    expect(result.stderr).toContain('npm start');
    expect(result.stdout).toBe('');
  });

  it('lets the supported Node through', () => {
    const [major, minor] = process.versions.node.split('.');
    const result = runCheckAgainst(`>=${major}.${minor} <${Number(major) + 1}`);
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
  });

  it('is what every entry point imports first, before any native addon loads', () => {
    for (const entry of ENTRY_POINTS) {
      expect(firstImport(entry)?.endsWith('supported-node.js')).toBe(true);
    }
    expect(readFileSync(join(DIST, 'supported-node.js'), 'utf8')).not.toMatch(/from\s+['"](?!node:|\.\/node-line)/);
  });
});
