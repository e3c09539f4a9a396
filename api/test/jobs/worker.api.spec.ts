import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestWorker } from './support/test-worker.js';

describe('the worker role', () => {
  it('refuses to start without REDIS_URL, saying the API runs the jobs itself then', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sharecode-worker-'));
    try {
      await expect(startTestWorker({ env: { DATA_DIR: dataDir } })).rejects.toThrow(
        'REDIS_URL is not set: a worker takes its jobs from Redis. Without REDIS_URL the API process runs them itself (npm start).',
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
