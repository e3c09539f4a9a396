import { once } from 'node:events';
import { createServer } from 'node:net';
import { runFailingApiProcess } from './support/logged-api-process.js';

/** pino's level number of `fatal`. */
const FATAL = 60;

interface LogLine {
  level: number;
  msg: string;
}

/** Every line the process wrote, each parsed as JSON (a line that is not fails the test here). */
function linesOf(output: { stdout: string; stderr: string }): LogLine[] {
  return `${output.stdout}\n${output.stderr}`
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LogLine);
}

/** A start-up that fails still logs JSON only, ending with one fatal line that says why, and exits with 1. */
describe('a start-up that fails', () => {
  it('names the bad variable of a configuration it cannot use', async () => {
    const result = await runFailingApiProcess({ PORT: 'abc' });
    expect(result.exitCode).toBe(1);
    const fatal = linesOf(result).filter((line) => line.level === FATAL);
    expect(fatal).toHaveLength(1);
    expect(fatal[0].msg).toMatch(/^Sharecode could not start: Invalid configuration:\n {2}PORT="abc": /);
  });

  it('names METRICS_PORT when the metrics port cannot be opened', async () => {
    const taken = createServer().listen(0);
    await once(taken, 'listening');
    try {
      const { port } = taken.address() as { port: number };
      const result = await runFailingApiProcess({ METRICS_PORT: String(port) });
      expect(result.exitCode).toBe(1);
      const fatal = linesOf(result).filter((line) => line.level === FATAL);
      expect(fatal.map((line) => line.msg)).toEqual([
        expect.stringMatching(new RegExp(`^Sharecode could not start: METRICS_PORT=${port}: .*EADDRINUSE`)),
      ]);
    } finally {
      taken.close();
    }
  });
});
