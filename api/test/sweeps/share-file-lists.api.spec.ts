import { expect, jest } from '@jest/globals';
import { Folder } from '../../src/folders/folder.entity.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { share, type TestFile } from '../support/uploads.js';
import { folderOf } from '../support/answers.js';

/** A join of a share's row with its files' rows: the share's row, however wide, once per file. */
const JOINS_FILES = /JOIN\s+"folder_files"/i;

describe("reading a share's files", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it("lists the tree without repeating the share's row on each file's, however wide that row is", async () => {
    const files: TestFile[] = Array.from({ length: 40 }, (_, index) => ({
      path: `scans/${String(index).padStart(2, '0')}.txt`,
      content: `page ${index}`,
    }));
    const code = await share(app, files);
    // What many findings or long removal reasons make of a share's row.
    await app.dataSource.getRepository(Folder).update({ code }, { removalReasons: 'x'.repeat(256 * 1024) });
    const queries: string[] = [];
    jest.spyOn(app.dataSource.logger, 'logQuery').mockImplementation((query) => void queries.push(query));

    const answer = folderOf(await app.http().get(`/api/folders/retrieve/${code}`).expect(200));

    expect(answer.files.map((file) => file.path)).toEqual(files.map((file) => file.path));
    expect(queries.some((query) => /FROM\s+"folder_files"/i.test(query))).toBe(true);
    expect(queries.filter((query) => JOINS_FILES.test(query))).toEqual([]);
  });
});
