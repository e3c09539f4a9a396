import { request as httpRequest } from 'node:http';
import { eventually } from './support/poll.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { share, shareWithLink, type TestFile } from './support/uploads.js';
import { errorOf, retrievalOf } from './support/answers.js';

interface ListedFile {
  url: string;
}

const TWO_FILES: TestFile[] = [
  { path: 'pair/first.txt', content: 'first file' },
  { path: 'pair/second.txt', content: 'second file' },
];

/** What a recipient is told once everything was downloaded, word for word: the wording is what is under test. */
const DOWNLOADED_MESSAGE =
  'This share was kept until downloaded: everything in it was downloaded, so it ended and its files were deleted. Ask the sender to share them again.';

const EXPIRED_MESSAGE = 'This share has expired and its files were deleted. Ask the sender to share them again.';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('the "download" retention', () => {
  let app: TestApp;

  beforeEach(async () => {
    app = await createTestApp();
  });

  afterEach(() => app.close());

  /**
   * The server records a download once the response has finished, which the client may see a moment
   * before the server's bookkeeping has run.
   */
  async function expectEnded(code: string): Promise<void> {
    await eventually(
      async () => (await app.http().get(`/api/folders/retrieve/${code}`)).status === 410,
      `share ${code} answers 410`,
    );
  }

  /**
   * Lets any bookkeeping still running for earlier requests land before a "nothing happened" check: a
   * control share downloaded completely after them ends only once the database has caught up.
   */
  async function settle(): Promise<void> {
    const control = await shareForDownload([{ path: 'control.txt', content: 'control' }]);
    await app.http().get(control.urls[0]).expect(200);
    await expectEnded(control.code);
  }

  async function shareForDownload(
    files: TestFile[] = TWO_FILES,
  ): Promise<{ code: string; urls: string[]; zipUrl: string }> {
    const code = await share(app, files, 'download');
    const body = retrievalOf(await app.http().get(`/api/folders/retrieve/${code}`).expect(200));
    return { code, urls: body.data.files.map((file: ListedFile) => file.url), zipUrl: body.data.zipUrl };
  }

  it('does not end the share when files are only previewed inline', async () => {
    const { code, urls } = await shareForDownload();
    for (const url of urls) await app.http().get(`${url}?inline=1`).expect(200);
    await settle();
    await app.http().get(`/api/folders/retrieve/${code}`).expect(200);
    expect(await app.storedFiles()).toHaveLength(2);
  });

  it('ends the share once every file has been downloaded completely', async () => {
    const { code, urls } = await shareForDownload();
    await app.http().get(urls[0]).expect(200);
    await settle();
    // One of two files: still there.
    await app.http().get(`/api/folders/retrieve/${code}`).expect(200);
    expect(await app.storedFiles()).toHaveLength(2);

    await app.http().get(urls[1]).expect(200);
    await expectEnded(code);
    const body = errorOf(await app.http().get(`/api/folders/retrieve/${code}`).expect(410));
    expect(body).toMatchObject({ reason: 'expired', downloaded: true });
    expect(body.message).toBe(DOWNLOADED_MESSAGE);
    await eventually(async () => (await app.storedFiles()).length === 0, "the ended share's bytes are removed");
    await app.http().get(urls[0]).expect(410);
  });

  it('does not count partial (Range) downloads', async () => {
    const { code, urls } = await shareForDownload([TWO_FILES[0]]);
    await app.http().get(urls[0]).set('Range', 'bytes=0-4').expect(206);
    await app.http().get(urls[0]).set('Range', 'bytes=5-').expect(206);
    await settle();
    await app.http().get(`/api/folders/retrieve/${code}`).expect(200);
    expect(await app.storedFiles()).toHaveLength(1);
  });

  it('does not count a download the client abandoned', async () => {
    const big: TestFile = { path: 'big.bin', content: Buffer.alloc(32 * 1024 * 1024, 1) };
    const { code, urls } = await shareForDownload([big]);
    await new Promise<void>((resolve, reject) => {
      const download = httpRequest(new URL(urls[0], app.baseUrl), (response) => {
        // Read the first chunk, then hang up.
        response.once('data', () => {
          download.destroy();
          resolve();
        });
      });
      download.on('error', (error) => (download.destroyed ? undefined : reject(error)));
      download.end();
    });
    await settle();
    await app.http().get(`/api/folders/retrieve/${code}`).expect(200);
    expect(await app.storedFiles()).toHaveLength(1);
  });

  it('ends the share once its ZIP has been downloaded completely', async () => {
    const { code, zipUrl } = await shareForDownload();
    await app.http().get(zipUrl).responseType('blob').expect(200);
    await expectEnded(code);
    // The share answers 410 before its bytes are deleted, a moment later.
    await eventually(async () => (await app.storedFiles()).length === 0, "the ended share's bytes are removed");
  });

  it('counts a subfolder ZIP for the files it holds', async () => {
    const { code, urls, zipUrl } = await shareForDownload([
      { path: 'a/one.txt', content: '1' },
      { path: 'b/two.txt', content: '2' },
    ]);
    await app.http().get(zipUrl).query({ path: 'a' }).responseType('blob').expect(200);
    await settle();
    await app.http().get(`/api/folders/retrieve/${code}`).expect(200);
    await app.http().get(urls[1]).expect(200);
    await expectEnded(code);
  });

  it('says so by its link after cleanup deleted it; a share kept until downloaded whose 24 hours ran out expired', async () => {
    const { code, link } = await shareWithLink(app, [TWO_FILES[0]], 'download');
    const [file] = retrievalOf(await app.http().get(`/s/${link}/qr`).expect(200)).data.files;
    await app.http().get(file.url).expect(200);
    await expectEnded(code);
    await eventually(async () => (await app.storedFiles()).length === 0, "the ended share's bytes are removed");
    await app.cleanup.runScheduled();
    const byLink = errorOf(await app.http().get(`/s/${link}/qr`).expect(410));
    expect(byLink).toMatchObject({ reason: 'expired', downloaded: true, message: DOWNLOADED_MESSAGE });

    const untouched = await shareWithLink(app, [TWO_FILES[0]], 'download');
    app.clock.advance(DAY_MS);
    const expired = errorOf(await app.http().get(`/s/${untouched.link}/qr`).expect(410));
    expect(expired).toMatchObject({ reason: 'expired', message: EXPIRED_MESSAGE });
    expect(expired).not.toHaveProperty('downloaded');
    await app.cleanup.runScheduled();
    expect(errorOf(await app.http().get(`/s/${untouched.link}/qr`).expect(410))).not.toHaveProperty('downloaded');
  });

  it('never ends timed shares on download', async () => {
    const code = await share(app, [TWO_FILES[0]], '2h');
    const body = retrievalOf(await app.http().get(`/api/folders/retrieve/${code}`).expect(200));
    await app.http().get(body.data.files[0].url).expect(200);
    await app.http().get(body.data.zipUrl).responseType('blob').expect(200);
    await settle();
    await app.http().get(`/api/folders/retrieve/${code}`).expect(200);
  });
});
