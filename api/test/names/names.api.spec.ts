import { errorOf, folderOf, rawBodyOf, uploadedOf } from '../support/answers.js';
import { create } from '../support/resumable-uploads.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { linkOf, uploadWithFilePaths, uploadWithPartNames, type TestFile } from '../support/uploads.js';
import { unzip } from '../support/zip.js';

/** An honest Linux or macOS name that Windows forbids, in a folder Windows forbids too. */
const HONEST = 'a:b "quoted" <x>.txt';
const HONEST_FOLDER: TestFile[] = [
  { path: HONEST, content: 'quoted' },
  { path: 'why? <notes>/CON.txt', content: 'device' },
  { path: 'why? <notes>/meeting 10:30.txt', content: 'meeting' },
  { path: 'plain.txt', content: 'plain' },
];

interface ListedFile {
  filepath: string;
  filename: string;
  url: string;
}

describe('file names', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(() => app.close());

  /** Whether the share left anything behind: no share, no file row, no stored bytes. */
  async function storedNothing(before: { folders: number; rows: number; files: number }): Promise<void> {
    expect(await app.folderCount()).toBe(before.folders);
    expect(await app.fileRowCount()).toBe(before.rows);
    expect((await app.storedFiles()).length).toBe(before.files);
  }

  async function counts() {
    return {
      folders: await app.folderCount(),
      rows: await app.fileRowCount(),
      files: (await app.storedFiles()).length,
    };
  }

  it('refuses a name with a bidi control, naming the file with the control shown, and stores nothing', async () => {
    const before = await counts();
    const files = [
      { path: 'ok.txt', content: 'ok' },
      { path: 'invoice\u202efdp.exe', content: 'MZ' },
    ];
    const response = await uploadWithFilePaths(app, files).expect(400);
    expect(errorOf(response).code).toBe('invalid_file_path');
    expect(errorOf(response).message).toBe(
      'Invalid file path "invoice\\u202efdp.exe": it contains an invisible character (U+202E), which can make a ' +
        'name look like another.',
    );
    await storedNothing(before);
  });

  it('refuses hidden characters in a part filename, a resumable announcement and a folder name', async () => {
    const before = await counts();
    const parts = await uploadWithPartNames(app, [{ path: 'a\u200bb.txt', content: 'x' }]).expect(400);
    expect(errorOf(parts).code).toBe('invalid_file_path');
    expect(errorOf(parts).message).toMatch(/^Invalid file path "a\\u200bb\.txt": .*\(U\+200B\)/);
    const announced = await create(app, [{ path: 'photos\u2067/x.jpg', content: Buffer.from('x') }]).expect(400);
    expect(errorOf(announced).code).toBe('invalid_file_path');
    expect(errorOf(announced).message).toMatch(/^Invalid file path "photos\\u2067\/x\.jpg": .*\(U\+2067\)/);
    await storedNothing(before);
  });

  it('refuses a name ending with a space or a dot, shown as typed without escapes', async () => {
    const before = await counts();
    const spaced = await uploadWithFilePaths(app, [{ path: `${HONEST} `, content: 'x' }]).expect(400);
    expect(errorOf(spaced).code).toBe('invalid_file_path');
    expect(errorOf(spaced).message).toBe(
      `Invalid file path "${HONEST} ": it has a name ending with a space, which Windows drops.`,
    );
    expect(errorOf(spaced).message).not.toContain('\\');
    const dotted = await create(app, [{ path: 'drafts./a.txt', content: Buffer.from('x') }]).expect(400);
    expect(errorOf(dotted).code).toBe('invalid_file_path');
    expect(errorOf(dotted).message).toBe(
      'Invalid file path "drafts./a.txt": it has a name ending with a dot, which Windows drops.',
    );
    await storedNothing(before);
  });

  it('names a repeated path as typed', async () => {
    const response = await uploadWithFilePaths(app, [
      { path: HONEST, content: 'x' },
      { path: HONEST, content: 'y' },
    ]).expect(400);
    expect(errorOf(response).code).toBe('duplicate_path');
    expect(errorOf(response).message).toBe(`The path "${HONEST}" appears more than once in this upload.`);
  });

  describe('a share of names only Windows forbids', () => {
    let files: Map<string, ListedFile>;
    let link: string;

    beforeAll(async () => {
      const { folderCode, folderUrl } = uploadedOf(await uploadWithFilePaths(app, HONEST_FOLDER).expect(201));
      link = linkOf(folderUrl);
      const listed = folderOf(await app.http().get(`/api/folders/retrieve/${folderCode}`).expect(200)).files;
      files = new Map(listed.map((file: ListedFile) => [file.filepath, file]));
    });

    it('is stored and listed with every name as sent', () => {
      expect([...files.keys()].sort()).toEqual(HONEST_FOLDER.map((file) => file.path).sort());
      expect(files.get(HONEST)!.filename).toBe(HONEST);
    });

    it('offers a file under a name Windows accepts', async () => {
      const response = await app.http().get(files.get(HONEST)!.url).expect(200);
      expect(response.headers['content-disposition']).toBe('attachment; filename="a_b _quoted_ _x_.txt"');
      expect(response.text).toBe('quoted');
      const device = await app.http().get(files.get('why? <notes>/CON.txt')!.url).expect(200);
      expect(device.headers['content-disposition']).toBe('attachment; filename=_CON.txt');
    });

    it('zips every file under a name Windows accepts', async () => {
      const response = await app.http().get(`/api/folders/${link}/zip`).responseType('blob').expect(200);
      const entries = await unzip(rawBodyOf(response));
      expect(new Map([...entries].map(([name, entry]) => [name, entry.bytes.toString()]))).toEqual(
        new Map([
          ['a_b _quoted_ _x_.txt', 'quoted'],
          ['why_ _notes_/_CON.txt', 'device'],
          ['why_ _notes_/meeting 10_30.txt', 'meeting'],
          ['plain.txt', 'plain'],
        ]),
      );
    });

    it('zips a folder of such a name, named safely', async () => {
      const response = await app
        .http()
        .get(`/api/folders/${link}/zip`)
        .query({ path: 'why? <notes>' })
        .responseType('blob')
        .expect(200);
      expect(response.headers['content-disposition']).toBe('attachment; filename="why_ _notes_.zip"');
      expect([...(await unzip(rawBodyOf(response))).keys()].sort()).toEqual([
        'why_ _notes_/_CON.txt',
        'why_ _notes_/meeting 10_30.txt',
      ]);
    });
  });
});
