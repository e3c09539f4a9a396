import { expect } from '@jest/globals';
import { folderOf } from '../support/answers.js';
import { eventually } from '../support/poll.js';
import { type TestApp } from '../support/test-app.js';
import { share } from '../support/uploads.js';
import { appWithSmallPages, filesOf, PAGE_ROWS, TREE_LOOKUPS, watchRowsRead } from './support.js';

describe('a share kept until downloaded, of more files than a page, with pages of three rows', () => {
  let app: TestApp;

  beforeEach(async () => {
    app = await appWithSmallPages();
  });

  afterEach(async () => {
    await app.close();
  });

  it('counts what is left to download after each file, and ends once all are, never listing its files for it', async () => {
    const files = filesOf(8, 'letters');
    const code = await share(app, files, 'download');
    const { files: listed } = folderOf(await app.http().get(`/api/folders/retrieve/${code}`).expect(200));
    const rows = watchRowsRead(app, TREE_LOOKUPS);

    for (const file of listed.slice(0, -1)) await app.http().get(file.url).expect(200);
    await app
      .http()
      .get(listed[listed.length - 1].url)
      .expect(200);

    // A download is recorded once its last byte went out, after the answer.
    await eventually(
      async () => (await app.http().get(`/api/folders/retrieve/${code}`)).status === 410,
      `share ${code} answers 410`,
    );
    await eventually(async () => (await app.storedFiles()).length === 0, "the ended share's bytes are removed");
    expect(rows.largest()).toBeLessThanOrEqual(PAGE_ROWS);
  });
});
