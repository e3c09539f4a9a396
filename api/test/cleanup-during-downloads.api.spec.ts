import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { otherInstance } from './support/other-instance.js';
import { eventually } from './support/poll.js';
import { rawDownload, type RawDownload } from './support/raw-download.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { NESTED_FOLDER, share, type TestFile } from './support/uploads.js';
import { unzip } from './support/zip.js';
import { retrievalOf } from './support/answers.js';

const HOUR_MS = 60 * 60 * 1000;

/** Far more than the socket buffers between server and a client that stopped reading can hold. */
const BIG_FOLDER: TestFile[] = [
  { path: 'video/a-big.bin', content: randomBytes(24 * 1024 * 1024) },
  { path: 'video/b-small.txt', content: 'after the big one\n' },
];

interface Opened {
  code: string;
  zipUrl: string;
  urls: string[];
}

describe('cleanup while a share is being downloaded', () => {
  let app: TestApp;

  beforeEach(async () => {
    app = await createTestApp();
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    await app.close();
  });

  async function open(retention: string): Promise<Opened> {
    const code = await share(app, BIG_FOLDER, retention);
    const body = retrievalOf(await app.http().get(`/api/folders/retrieve/${code}`).expect(200));
    return { code, zipUrl: body.data.zipUrl, urls: body.data.files.map((file: { url: string }) => file.url) };
  }

  /** A ZIP download whose client has read its first bytes and then stopped reading. */
  async function stalledZip(zipUrl: string): Promise<RawDownload> {
    const zip = rawDownload(new URL(zipUrl, app.baseUrl).toString(), { pauseAtFirstBytes: true });
    await zip.firstBytes;
    return zip;
  }

  async function expectWholeZip(zip: RawDownload): Promise<void> {
    zip.resume();
    const { status, body, complete } = await zip.done;
    expect({ status, complete }).toEqual({ status: 200, complete: true });
    const entries = await unzip(body);
    for (const file of BIG_FOLDER) expect(entries.get(file.path)?.bytes.equals(Buffer.from(file.content))).toBe(true);
  }

  /** The bytes go on a later run (of `by`, the instance that kept them), once the download is over. */
  async function expectRemovedByALaterRun(by: TestApp = app): Promise<void> {
    await eventually(async () => {
      await by.cleanup.runScheduled();
      return (await app.storedFiles()).length === 0;
    }, 'a later cleanup run removes the bytes');
  }

  it('removes an expired share at once but keeps its bytes until the ZIP streaming them is over, on any instance', async () => {
    const { code, zipUrl } = await open('2h');
    const zip = await stalledZip(zipUrl);
    // The cleanup that ends the share may run on another instance than the one streaming the ZIP.
    const other = await otherInstance(app);
    try {
      app.clock.advance(2 * HOUR_MS);
      await other.app.cleanup.runScheduled();
      // The rows are gone (the code says why, until a new share holds it), the bytes are not: not even the orphan
      // sweep takes them.
      await other.app.http().get(`/api/folders/retrieve/${code}`).expect(410);
      await other.app.cleanup.catchUp();
      expect(await app.storedFiles()).toHaveLength(BIG_FOLDER.length);

      await expectWholeZip(zip);
      await expectRemovedByALaterRun(other.app);
    } finally {
      await other.stop();
    }
  });

  it('keeps the bytes of a download share that ended while a ZIP of it is still streaming', async () => {
    const { code, zipUrl, urls } = await open('download');
    const zip = await stalledZip(zipUrl);

    // Every file downloaded on its own: the share ends (410 at once)...
    for (const url of urls) await app.http().get(url).expect(200);
    await eventually(
      async () => (await app.http().get(`/api/folders/retrieve/${code}`)).status === 410,
      'the share has ended',
    );
    // ...but the ZIP still being read keeps its bytes.
    expect(await app.storedFiles()).toHaveLength(BIG_FOLDER.length);

    await expectWholeZip(zip);
    await expectRemovedByALaterRun();
  });

  it('lets go of the bytes when the client hangs up mid-ZIP or mid-download, logging no error', async () => {
    const errors = jest.spyOn(Logger.prototype, 'error');
    const { zipUrl, urls } = await open('2h');
    const zip = await stalledZip(zipUrl);
    const file = rawDownload(new URL(urls[0], app.baseUrl).toString(), { pauseAtFirstBytes: true });
    await file.firstBytes;
    app.clock.advance(2 * HOUR_MS);
    await app.cleanup.runScheduled();
    expect(await app.storedFiles()).toHaveLength(BIG_FOLDER.length);

    zip.abort();
    file.abort();
    expect((await zip.done).complete).toBe(false);
    expect((await file.done).complete).toBe(false);

    await expectRemovedByALaterRun();
    await app.http().get('/api/health').expect(200);
    expect(errors).not.toHaveBeenCalled();
  });

  it('runs on two instances of one database at once: each share removed by one of them, neither failing', async () => {
    const second = await createTestApp({ dataDir: app.dataDir, clock: app.clock });
    try {
      const errors = jest.spyOn(Logger.prototype, 'error');
      const expired = [];
      for (let index = 0; index < 6; index++) expired.push(await share(index % 2 ? app : second, NESTED_FOLDER, '2h'));
      const live = await share(app, NESTED_FOLDER, '24h');
      app.clock.advance(2 * HOUR_MS);

      const reports = await Promise.all([app.cleanup.catchUp(), second.cleanup.catchUp()]);
      await Promise.all([app.cleanup.runScheduled(), second.cleanup.runScheduled()]);

      expect(reports[0].expiredShares + reports[1].expiredShares).toBe(expired.length);
      expect(reports[0].files + reports[1].files).toBe(expired.length * NESTED_FOLDER.length);
      expect(errors).not.toHaveBeenCalled();
      expect(await app.folderCount()).toBe(1);
      expect(await app.storedFiles()).toHaveLength(NESTED_FOLDER.length);
      for (const code of expired) await second.http().get(`/api/folders/retrieve/${code}`).expect(410);
      await second.http().get(`/api/folders/retrieve/${live}`).expect(200);
    } finally {
      // The data directory is the first app's: only stop this one.
      await second.stop();
    }
  });
});
