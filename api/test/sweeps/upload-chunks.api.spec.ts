import { expect } from '@jest/globals';
import { FolderFile } from '../../src/folders/folder-file.entity.js';
import { createdUploadOf, resumableOf } from '../support/answers.js';
import { type Announced, create, downloaded, sendChunk } from '../support/resumable-uploads.js';
import { type TestApp } from '../support/test-app.js';
import { appWithSmallPages, PAGE_ROWS, watchRowsRead } from './support.js';

/** Ten files, three of them empty: more than three pages of three, the sequence 14 bytes long. */
const FILES: Announced[] = ['ab', '', 'cd', 'ef', '', 'gh', 'ij', 'kl', '', 'mn'].map((content, index) => ({
  path: `album/${index}.txt`,
  content: Buffer.from(content),
}));
const SEQUENCE = Buffer.concat(FILES.map((file) => file.content));

describe('chunks of an upload of more files than a page, with pages of three rows', () => {
  let app: TestApp;

  beforeEach(async () => {
    app = await appWithSmallPages();
  });

  afterEach(async () => {
    await app.close();
  });

  it('writes chunks across many files, reading them a page at a time, and opens every one', async () => {
    const created = await create(app, FILES).expect(201);
    const { id } = resumableOf(created);
    const rows = watchRowsRead(app);

    // One chunk over the first seven files (two pages and more), one over the rest.
    await sendChunk(app, id, 0, SEQUENCE.subarray(0, 9)).expect(200);
    await sendChunk(app, id, 9, SEQUENCE.subarray(9)).expect(200);
    await app.http().post(`/api/resumable-uploads/${id}/finish`).expect(201);

    expect(rows.largest()).toBeLessThanOrEqual(PAGE_ROWS);
    const contents = await downloaded(app, createdUploadOf(created).share.folderCode);
    expect(new Map([...contents].map(([path, bytes]) => [path, bytes.toString()]))).toEqual(
      new Map(FILES.map((file) => [file.path, file.content.toString()])),
    );
  });

  it('checks the files an earlier request stored but left unchecked, a page at a time, before the next chunk', async () => {
    const created = await create(app, FILES).expect(201);
    const { id } = resumableOf(created);
    await sendChunk(app, id, 0, SEQUENCE.subarray(0, 12)).expect(200);
    // As if the process had stopped after recording the offset, before checking the files it completed: every file
    // with bytes below it is still arriving.
    const files = app.dataSource.getRepository(FolderFile);
    const below = (await files.find({ order: { id: 'ASC' } })).filter((file) => file.filesize > 0).slice(0, 6);
    await files.update(
      below.map((file) => file.id),
      { state: 'arriving' },
    );
    const rows = watchRowsRead(app);

    await sendChunk(app, id, 12, SEQUENCE.subarray(12)).expect(200);

    expect(rows.largest()).toBeLessThanOrEqual(PAGE_ROWS);
    const states = (await files.find({ order: { id: 'ASC' } })).map((file) => file.state);
    expect(states).toEqual(FILES.map(() => 'ready'));
  });

  it('cancels an upload stopped midway without reading its share whole', async () => {
    const { id } = resumableOf(await create(app, FILES).expect(201));
    await sendChunk(app, id, 0, SEQUENCE.subarray(0, 5)).expect(200);
    const rows = watchRowsRead(app);

    await app.http().delete(`/api/resumable-uploads/${id}`).expect(204);

    expect(rows.largest()).toBeLessThanOrEqual(PAGE_ROWS);
    expect(await app.storage.partialObjects()).toEqual([]);
  });
});
