import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { DEFAULT_ATTEMPTS } from '../../src/jobs/job-definition.js';
import { Jobs } from '../../src/jobs/jobs.js';
import { bodyOf } from '../support/answers.js';
import { eventually } from '../support/poll.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { NESTED_FOLDER, share } from '../support/uploads.js';

const HOUR_MS = 60 * 60 * 1000;

/** Whatever the run provides, these apps have no REDIS_URL: the zero-install default. */
const WITHOUT_REDIS = { REDIS_URL: '' };

describe('jobs without REDIS_URL (in the API process)', () => {
  let app: TestApp;

  beforeEach(async () => {
    app = await createTestApp({ env: WITHOUT_REDIS });
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    await app.close();
  });

  it('runs the expired-shares job in the API process, removing what expired', async () => {
    const jobs = app.app.get(Jobs);
    expect(jobs.shared).toBe(false);
    const code = await share(app, NESTED_FOLDER, '2h');
    app.clock.advance(2 * HOUR_MS);

    await jobs.enqueue('expired-shares', {});
    await eventually(async () => (await app.folderCount()) === 0, 'the job removed the expired share');
    expect(await app.storedFiles()).toEqual([]);
    await app.http().get(`/api/folders/retrieve/${code}`).expect(410);
  });

  it('keeps the schedules of every repeatable job in the process', async () => {
    expect((await app.app.get(Jobs).schedules()).map((schedule) => [schedule.name, schedule.every]).sort()).toEqual([
      ['abandoned-partials', HOUR_MS],
      ['ended-file-requests-forgotten', HOUR_MS],
      ['ended-shares-forgotten', HOUR_MS],
      ['expired-file-requests', 60_000],
      ['expired-shares', 60_000],
      ['orphan-files', HOUR_MS],
      ['reporter-emails-erased', 24 * HOUR_MS],
      ['stale-resumable-uploads', 10 * 60_000],
      ['thumbnail-sweep', 60_000],
    ]);
  });

  it('says in /api/health that no job queue is in use', async () => {
    const body = bodyOf<Record<string, string>>(await app.http().get('/api/health').expect(200));
    expect(body).toMatchObject({ status: 'ok', redis: 'unused', queue: 'unused' });
  });

  it('retries a failing job and logs one error when it runs out of attempts, the process serving on', async () => {
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const jobs = app.app.get(Jobs);
    // The cleanup's own processor, failing as it would with the database gone.
    jest.spyOn(app.cleanup, 'runScheduled').mockRejectedValue(new Error('the database went away'));
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    try {
      await jobs.enqueue('expired-shares', {});
      await jest.advanceTimersByTimeAsync(10 * 60_000);
    } finally {
      jest.useRealTimers();
    }
    expect(await jobs.failed(5)).toEqual([
      expect.objectContaining({
        name: 'expired-shares',
        reason: 'the database went away',
        attemptsMade: DEFAULT_ATTEMPTS,
      }),
    ]);
    expect(errors.mock.calls.filter(([message]) => String(message).includes('expired-shares'))).toHaveLength(1);
    await app.http().get('/api/health').expect(200);
  });
});
