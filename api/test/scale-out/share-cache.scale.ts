import { expect } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../support/free-port.js';
import { eventually } from '../support/poll.js';
import RELAXED_RATE_LIMITS from '../support/relaxed-rate-limits.json' with { type: 'json' };
import { uploadedOf } from '../support/answers.js';
import { linkOf, uploadWithFilePaths } from '../support/uploads.js';
import { type ApiProcess, startApiProcess, stopAllApiProcesses } from './support/api-process.js';
import { type Deployment, startDeployment } from './support/deployment.js';
import { viaHelpers } from './support/requests.js';

/** Shares made and ended in each wave: the cache must not grow with the waves. */
const SHARES_PER_WAVE = 30;
const WAVES = 3;
/** Each share's files: what a cached entry holds besides the share. */
const FILES_PER_SHARE = 4;

/** A gauge's value in a Prometheus exposition text. */
function gauge(metrics: string, name: string): number {
  const line = metrics.split('\n').find((row) => row.startsWith(`${name} `));
  if (!line) throw new Error(`${name} is not in the metrics`);
  return Number(line.slice(name.length + 1));
}

/**
 * An instance keeps the shares it looked up in memory for a moment (FolderCache). Shares made, looked up on one
 * instance and ended on another must not stay in the first one's memory: whatever comes and goes, it holds only
 * what it served lately. Read from its own metrics (sharecode_share_cache_entries and _files).
 */
describe('the share cache of an instance while shares come and go on another', () => {
  let deployment: Deployment;
  let maker: ApiProcess;
  let reader: ApiProcess;
  let readerMetricsPort: number;
  const dataDirs: string[] = [];

  async function instance(name: string, env: Record<string, string> = {}): Promise<ApiProcess> {
    const dataDir = await mkdtemp(join(tmpdir(), `sharecode-cache-${name}-`));
    dataDirs.push(dataDir);
    return startApiProcess(name, {
      ...deployment.env,
      ...RELAXED_RATE_LIMITS,
      DATA_DIR: dataDir,
      CLIENT_DIR: join(dataDir, 'no-client'),
      ...env,
    });
  }

  const cached = async () => {
    const response = await fetch(`http://127.0.0.1:${readerMetricsPort}/metrics`);
    const text = await response.text();
    return {
      entries: gauge(text, 'sharecode_share_cache_entries'),
      files: gauge(text, 'sharecode_share_cache_files'),
    };
  };

  beforeAll(async () => {
    deployment = await startDeployment();
    readerMetricsPort = await freePort();
    [maker, reader] = await Promise.all([
      instance('maker'),
      instance('reader', { METRICS_PORT: String(readerMetricsPort) }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await stopAllApiProcesses();
    await deployment?.close();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('holds only the shares it served lately, and lets go of those ended elsewhere', async () => {
    const files = Array.from({ length: FILES_PER_SHARE }, (_, index) => ({
      path: `wave/file-${index}.txt`,
      content: `file ${index}\n`,
    }));
    for (let wave = 0; wave < WAVES; wave++) {
      const shares = [];
      for (let index = 0; index < SHARES_PER_WAVE; index++) {
        shares.push(uploadedOf(await uploadWithFilePaths(viaHelpers(maker), files).expect(201)));
      }
      for (const { folderCode, folderUrl } of shares) {
        await reader.http().get(`/api/folders/retrieve/${folderCode}`).expect(200);
        await reader
          .http()
          .get(`/s/${linkOf(folderUrl)}/qr`)
          .expect(200);
      }
      // By code and by link: at most two entries a share of this wave, each listing its files; none of the
      // waves before.
      const held = await cached();
      expect(held.entries).toBeGreaterThan(0);
      expect(held.entries).toBeLessThanOrEqual(2 * SHARES_PER_WAVE);
      expect(held.files).toBe(held.entries * FILES_PER_SHARE);

      // Ended on the other instance, and never looked up here again: this instance lets go of them all.
      for (const { folderCode, manageKey } of shares) {
        await maker.http().delete(`/api/shares/${folderCode}`).set('X-Manage-Key', manageKey).expect(204);
      }
      await eventually(async () => (await cached()).entries === 0, 'the reader holds no share', 30_000);
      expect(await cached()).toEqual({ entries: 0, files: 0 });
    }
  }, 180_000);
});
