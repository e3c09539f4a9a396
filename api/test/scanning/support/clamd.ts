import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '../../support/poll.js';

/** clamd loads the one-signature database in well under a second; a busy machine may take a few. */
const START_TIMEOUT_MS = 15_000;

/**
 * The EICAR test file, which every scanner (and the run's clamd: scripts/with-test-clamd.sh) reports as malware.
 * Joined from two halves, so this source is no EICAR file to a scanner on a developer's machine.
 */
export const EICAR = Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-' + 'STANDARD-ANTIVIRUS-TEST-FILE!$H+H*');
/** The signature the run's database gives it (clamd adds .UNOFFICIAL to signatures of databases of one's own). */
export const EICAR_SIGNATURE = 'Sharecode.Test.EICAR.UNOFFICIAL';

/** The run's clamd (scripts/with-test-clamd.sh), as an app's environment names it. */
export function runClamd(): { CLAMAV_HOST: string; CLAMAV_PORT: string } {
  const host = process.env.TEST_CLAMAV_HOST;
  const port = process.env.TEST_CLAMAV_PORT;
  if (!host || !port) {
    throw new Error('Scanning tests need clamd: run them through the scale-out run (npm run test:scale-out -w api)');
  }
  return { CLAMAV_HOST: host, CLAMAV_PORT: port };
}

/** Whether clamd answers PING on the port. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection(port, '127.0.0.1');
    let reply = '';
    socket.once('connect', () => socket.write('zPING\0'));
    socket.on('data', (chunk: Buffer) => (reply += chunk.toString()));
    socket.once('close', () => resolve(reply.startsWith('PONG')));
    socket.once('error', () => resolve(false));
  });
}

/**
 * A clamd of a test's own, on the run's signature database (the run's clamd must stay up for the other tests),
 * which the test may stop and start again on the same port: the scanner's outages.
 */
export class OwnClamd {
  private server: ChildProcess | undefined;
  private dir: string | undefined;

  constructor(readonly port: number) {}

  get env(): { CLAMAV_HOST: string; CLAMAV_PORT: string } {
    return { CLAMAV_HOST: '127.0.0.1', CLAMAV_PORT: String(this.port) };
  }

  async start(): Promise<void> {
    const binary = process.env.TEST_CLAMD_BIN;
    const runConfig = process.env.TEST_CLAMD_CONFIG;
    if (!binary || !runConfig) runClamd();
    this.dir ??= await mkdtemp(join(tmpdir(), 'sharecode-own-clamd-'));
    // The run's configuration with a port, log and temporary directory of this clamd's own.
    const config = (await readFile(runConfig!, 'utf8'))
      .split('\n')
      .filter((line) => !/^(TCPSocket|LogFile|TemporaryDirectory) /.test(line))
      .concat([`TCPSocket ${this.port}`, `LogFile ${join(this.dir, 'clamd.log')}`, `TemporaryDirectory ${this.dir}`])
      .join('\n');
    const configFile = join(this.dir, 'clamd.conf');
    await writeFile(configFile, config);
    this.server = spawn(binary!, [`--config-file=${configFile}`], { stdio: 'ignore' });
    await eventually(() => answersPing(this.port), 'clamd answers PING', START_TIMEOUT_MS);
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    const exited = once(server, 'exit');
    server.kill('SIGKILL');
    await exited;
  }

  async close(): Promise<void> {
    await this.stop();
    if (this.dir) await rm(this.dir, { recursive: true, force: true });
  }
}
