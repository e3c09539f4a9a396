import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ORPHAN_GRACE_MS } from '../src/cleanup/cleanup.service.js';
import { Jobs } from '../src/jobs/jobs.js';
import { ManualClock } from './support/manual-clock.js';
import { eventually } from './support/poll.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { NESTED_FOLDER, share } from './support/uploads.js';
import { errorOf, retrievalOf } from './support/answers.js';

const HOUR_MS = 60 * 60 * 1000;

describe('cleanup', () => {
  let app: TestApp | undefined;

  afterEach(async () => {
    jest.restoreAllMocks();
    await app?.close();
    app = undefined;
  });

  it('runs on a schedule: expired shares every minute, orphan files hourly', async () => {
    app = await createTestApp();
    expect(await app.app.get(Jobs).schedules()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'expired-shares', every: 60_000 }),
        expect.objectContaining({ name: 'orphan-files', every: HOUR_MS }),
      ]),
    );
  });

  it('removes expired shares, their rows and their files, and logs what it removed', async () => {
    app = await createTestApp();
    const shortLived = await share(app, NESTED_FOLDER, '2h');
    const longLived = await share(app, NESTED_FOLDER, '24h');
    expect(await app.storedFiles()).toHaveLength(2 * NESTED_FOLDER.length);
    const log = jest.spyOn(Logger.prototype, 'log');

    app.clock.advance(2 * HOUR_MS);
    await app.cleanup.runScheduled();

    expect(await app.folderCount()).toBe(1);
    expect(await app.fileRowCount()).toBe(NESTED_FOLDER.length);
    expect(await app.storedFiles()).toHaveLength(NESTED_FOLDER.length);
    // Gone for good; its code says why until a new share holds it.
    expect(errorOf(await app.http().get(`/api/folders/retrieve/${shortLived}`).expect(410)).reason).toBe('expired');
    await app.http().get(`/api/folders/retrieve/${longLived}`).expect(200);
    expect(log).toHaveBeenCalledWith(
      `Removed 1 expired share(s) [${shortLived}] and ${NESTED_FOLDER.length} stored file(s)`,
    );
  });

  it('does nothing while every share is live', async () => {
    app = await createTestApp();
    await share(app);
    app.clock.advance(2 * HOUR_MS - 1);
    await app.cleanup.runScheduled();
    expect(await app.folderCount()).toBe(1);
    expect(await app.storedFiles()).toHaveLength(NESTED_FOLDER.length);
  });

  it('catches up on start-up with what expired while the server was down', async () => {
    const clock = new ManualClock();
    const first = await createTestApp({ clock });
    const expired = await share(first, NESTED_FOLDER, '2h');
    const live = await share(first, NESTED_FOLDER, '24h');
    await first.stop();

    clock.advance(3 * HOUR_MS);
    app = await createTestApp({ dataDir: first.dataDir, clock });

    expect(await app.folderCount()).toBe(1);
    expect(await app.storedFiles()).toHaveLength(NESTED_FOLDER.length);
    expect(errorOf(await app.http().get(`/api/folders/retrieve/${expired}`).expect(410)).reason).toBe('expired');
    const body = retrievalOf(await app.http().get(`/api/folders/retrieve/${live}`).expect(200));
    await app.http().get(body.data.files[0].url).expect(200);
  });

  it('removes orphan files (unfinished uploads) on start-up once old enough, and keeps the rest', async () => {
    const first = await createTestApp();
    const code = await share(first, NESTED_FOLDER, '24h');
    await first.stop();
    const orphan = randomUUID();
    await first.storage.plantStoredFile(orphan, 'left by an upload cut off by a crash');
    // The test's clock started before the orphan was written; a minute more covers that.
    first.clock.advance(ORPHAN_GRACE_MS + 60_000);

    app = await createTestApp({ dataDir: first.dataDir, clock: first.clock });

    const stored = await app.storedFiles();
    expect(stored).not.toContain(orphan);
    expect(stored).toHaveLength(NESTED_FOLDER.length);
    await app.http().get(`/api/folders/retrieve/${code}`).expect(200);
  });

  it('keeps a young orphan: another instance may be uploading the share it belongs to', async () => {
    app = await createTestApp();
    const young = randomUUID();
    await app.storage.plantStoredFile(young, 'a file of a share still uploading');
    app.clock.advance(ORPHAN_GRACE_MS - HOUR_MS);
    expect(await app.cleanup.removeOrphans()).toBe(0);
    expect(await app.storedFiles()).toContain(young);

    app.clock.advance(2 * HOUR_MS);
    expect(await app.cleanup.removeOrphans()).toBe(1);
    expect(await app.storedFiles()).not.toContain(young);
  });

  it('removes the rows of a download share that already ended', async () => {
    app = await createTestApp();
    const code = await share(app, [{ path: 'once.txt', content: 'once' }], 'download');
    const body = retrievalOf(await app.http().get(`/api/folders/retrieve/${code}`).expect(200));
    await app.http().get(body.data.files[0].url).expect(200);
    // The download is recorded just after the response finished; a run after that removes the rows.
    await eventually(async () => {
      await app!.cleanup.runScheduled();
      return (await app!.folderCount()) === 0;
    }, 'the ended share is cleaned up');
    const ended = errorOf(await app.http().get(`/api/folders/retrieve/${code}`).expect(410));
    expect(ended).toMatchObject({ reason: 'expired', downloaded: true });
  });
});
