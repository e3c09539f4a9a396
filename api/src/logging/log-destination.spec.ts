import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TurnBatchedDestination } from './log-destination.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe(TurnBatchedDestination.name, () => {
  let dir: string;
  let file: string;
  let fd: number;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sharecode-log-'));
    file = join(dir, 'out.log');
    fd = openSync(file, 'a');
  });

  afterEach(async () => {
    // The last turn's flush goes to this file.
    await nextTurn();
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  });

  const written = () => readFileSync(file, 'utf8');

  it('writes the lines of a turn together, once the turn is over', async () => {
    const out = new TurnBatchedDestination(fd);
    out.write('{"n":1}\n');
    out.write('{"n":2}\n');
    expect(written()).toBe('');
    await nextTurn();
    expect(written()).toBe('{"n":1}\n{"n":2}\n');
    out.write('{"n":3}\n');
    await nextTurn();
    expect(written()).toBe('{"n":1}\n{"n":2}\n{"n":3}\n');
  });

  it('writes a busy turn out before its end rather than holding all of it', () => {
    const out = new TurnBatchedDestination(fd);
    const line = `${JSON.stringify({ msg: 'x'.repeat(200) })}\n`;
    for (let index = 0; index < 300; index++) out.write(line);
    expect(written().length).toBeGreaterThan(0);
  });

  it('loses what it cannot write rather than failing the process', async () => {
    const out = new TurnBatchedDestination(fd);
    closeSync(fd);
    out.write('{"n":1}\n');
    await nextTurn();
    fd = openSync(file, 'a');
    expect(written()).toBe('');
  });

  it('once shutdown begins, writes what it holds and then every line as it comes', () => {
    const out = new TurnBatchedDestination(fd);
    out.write('{"n":1}\n');
    out.writeThrough();
    expect(written()).toBe('{"n":1}\n');
    out.write('{"n":2}\n');
    expect(written()).toBe('{"n":1}\n{"n":2}\n');
  });
});
