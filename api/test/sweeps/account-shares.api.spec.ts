import { expect, jest } from '@jest/globals';
import { EndedFolder } from '../../src/folders/endings/ended-folder.entity.js';
import { FolderSweepsRepository } from '../../src/folders/folder-sweeps.repository.js';
import { OwnedFoldersRepository } from '../../src/folders/owned-folders.repository.js';
import { signedInAccount } from '../support/accounts.js';
import { errorOf, uploadedOf } from '../support/answers.js';
import { type TestApp } from '../support/test-app.js';
import { linkOf, share, uploadWithFilePaths } from '../support/uploads.js';
import { appWithSmallPages, filesOf, PAGE_ROWS } from './support.js';

const HOUR_MS = 60 * 60 * 1000;

describe("deleting an account's shares, with pages of three rows", () => {
  let app: TestApp;

  beforeEach(async () => {
    app = await appWithSmallPages();
  });

  afterEach(async () => {
    await app.close();
  });

  it('ends a live share before deleting its bytes: its link never opens onto files being deleted', async () => {
    const owner = await signedInAccount(app);
    const response = await uploadWithFilePaths(app, filesOf(5, 'live'), { retention: '24h' })
      .set('Cookie', owner.cookie)
      .expect(201);
    const link = linkOf(uploadedOf(response).folderUrl);
    const repository = app.app.get(FolderSweepsRepository);
    const read = repository.findStoredAfter.bind(repository);
    const answers: unknown[] = [];
    jest.spyOn(repository, 'findStoredAfter').mockImplementation(async (...page) => {
      answers.push(errorOf(await app.http().get(`/s/${link}/qr`)).reason);
      return read(...page);
    });

    await app
      .http()
      .delete('/api/me')
      .set('Cookie', owner.cookie)
      .send({ password: owner.account.password })
      .expect(204);

    expect(answers).toEqual(['ended', 'ended']);
    expect(await app.storedFiles()).toEqual([]);
  });

  it('goes through more shares and files than a page holds, never reading more than a page', async () => {
    const owner = await signedInAccount(app);
    const shared = async (name: string, retention: string) => {
      const response = await uploadWithFilePaths(app, filesOf(5, name), { retention })
        .set('Cookie', owner.cookie)
        .expect(201);
      return uploadedOf(response);
    };
    const expired = await shared('expired', '2h');
    app.clock.advance(2 * HOUR_MS);
    const live = [];
    for (let index = 0; index < 6; index++) live.push(await shared(`live-${index}`, '24h'));
    const someoneElses = await share(app, filesOf(4, 'anonymous'), '24h');
    expect(await app.storedFiles()).toHaveLength(7 * 5 + 4);
    const sharePages = jest.spyOn(app.app.get(OwnedFoldersRepository), 'findAllAfter');
    const filePages = jest.spyOn(app.app.get(FolderSweepsRepository), 'findStoredAfter');

    await app
      .http()
      .delete('/api/me')
      .set('Cookie', owner.cookie)
      .send({ password: owner.account.password })
      .expect(204);

    expect(await app.folderCount()).toBe(1);
    expect(await app.storedFiles()).toHaveLength(4);
    await app.http().get(`/api/folders/retrieve/${someoneElses}`).expect(200);
    for (const { folderUrl } of [expired, ...live]) {
      const gone = await app
        .http()
        .get(`/s/${linkOf(folderUrl)}/qr`)
        .expect(410);
      expect(errorOf(gone).reason).toBe('ended');
    }
    const tombstones = await app.dataSource.getRepository(EndedFolder).find();
    expect(tombstones).toHaveLength(7);
    expect(tombstones.every((tombstone) => tombstone.ownerId === null && tombstone.manageKeyHash === null)).toBe(true);
    const pages = [...sharePages.mock.results, ...filePages.mock.results];
    const sizes = await Promise.all(pages.map(async (page) => ((await page.value) as unknown[]).length));
    expect(Math.max(...sizes)).toBe(PAGE_ROWS);
    // 7 shares in pages of 3; 5 files of each in pages of 3.
    expect(sharePages).toHaveBeenCalledTimes(3);
    expect(filePages).toHaveBeenCalledTimes(7 * 2);
  });
});
