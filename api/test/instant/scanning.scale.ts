import { jest } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { errorOf } from '../support/answers.js';
import { eventually } from '../support/poll.js';
import { sendChunk } from '../support/resumable-uploads.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { EICAR, EICAR_SIGNATURE, runClamd } from '../scanning/support/clamd.js';
import {
  announce,
  type Announced,
  download,
  fileAt,
  lookup,
  sequenceOf,
  senderState,
  slowChunk,
  untilReady,
} from './support.js';

/** A scan of a small file takes well under a second; a busy CI machine may take several. */
const SCAN_TIMEOUT_MS = 30_000;

/** Each file of a share arriving scanned as it arrives, against the run's clamd, on a worker beside the app. */
/** Scans run on a worker process beside the app: a guard against a hang, with room for a busy machine. */
const TEST_TIMEOUT_MS = 60_000;

describe('malware scanning, file by file as each arrives', () => {
  jest.setTimeout(TEST_TIMEOUT_MS);

  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ env: runClamd() });
  });

  afterAll(() => app.close());

  it('opens a clean file once scanned, while the chunk after it still streams; the share once all are', async () => {
    const files: Announced[] = [
      { path: 'docs/readme.txt', content: Buffer.from('Just text.\n') },
      { path: 'docs/data.bin', content: randomBytes(2 * 1024 * 1024) },
    ];
    const all = sequenceOf(files);
    const sending = await announce(app, files);
    const chunk = slowChunk(app, sending.id, 0, all.length);
    chunk.write(all.subarray(0, files[0].content.length + 1000));

    const opened = await untilReady(app, sending.link, 'docs/readme.txt');
    expect((await download(app, fileAt(opened, 'docs/readme.txt').url)).body.equals(files[0].content)).toBe(true);
    expect(fileAt(opened, 'docs/data.bin').status).toBe('arriving');
    expect((await senderState(app, sending)).scan).toEqual({ state: 'checking', findings: [] });

    chunk.end(all.subarray(files[0].content.length + 1000));
    expect((await chunk.answer).status).toBe(200);
    await eventually(
      async () => (await senderState(app, sending)).status === 'live',
      'every file is scanned',
      SCAN_TIMEOUT_MS,
    );
    expect((await senderState(app, sending)).scan).toEqual({ state: 'clean', findings: [] });
    app.clock.advance(1_000);
    expect((await lookup(app, sending.link)).status).toBe('ready');
  });

  it('quarantines the share as soon as an arrived file carries malware, and its upload stops', async () => {
    const files: Announced[] = [
      { path: 'tools/readme.txt', content: Buffer.from('Run the installer.\n') },
      { path: 'tools/setup/eicar.com', content: EICAR },
      { path: 'tools/later.bin', content: randomBytes(1000) },
    ];
    const all = sequenceOf(files);
    const sending = await announce(app, files);
    const upToEicar = files[0].content.length + files[1].content.length;
    await sendChunk(app, sending.id, 0, all.subarray(0, upToEicar)).expect(200);

    await eventually(
      async () => (await senderState(app, sending)).status === 'quarantined',
      'the share is quarantined',
      SCAN_TIMEOUT_MS,
    );
    // Past the half second an instance answers lookups from its memory of the share, on the test's clock.
    app.clock.advance(1_000);
    expect(errorOf(await app.http().get(`/s/${sending.link}/qr`).expect(410))).toMatchObject({
      reason: 'malware',
      message: 'This share was removed because a file in it contains malware.',
    });
    expect(await senderState(app, sending)).toMatchObject({
      status: 'quarantined',
      scan: { state: 'infected', findings: [{ filepath: 'tools/setup/eicar.com', signature: EICAR_SIGNATURE }] },
    });
    expect(errorOf(await sendChunk(app, sending.id, upToEicar, all.subarray(upToEicar)).expect(410)).reason).toBe(
      'malware',
    );
  });
});
