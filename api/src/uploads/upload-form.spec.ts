import { MANIFEST_PATH } from '../encrypted-shares/encrypted-upload.js';
import type { ReceivedForm } from './multipart-reader.js';
import { planUpload } from './upload-form.js';

function form(partFilenames: string[], fields: Record<string, string[]> = {}): ReceivedForm {
  return {
    files: partFilenames.map((partFilename, index) => ({ partFilename, storageKey: `key-${index}`, size: index + 1 })),
    fields: new Map(Object.entries(fields)),
  };
}

describe(planUpload.name, () => {
  it('prefers filePaths, then filepathsRaw, then the part filenames', () => {
    const both = planUpload(
      form(['x', 'y'], { filePaths: ['["a/1.txt","a/2.txt"]'], filepathsRaw: ['["b/1","b/2"]'] }),
    );
    expect(both.valid && both.files.map((file) => file.filepath)).toEqual(['a/1.txt', 'a/2.txt']);
    const raw = planUpload(form(['x', 'y'], { filepathsRaw: ['["b/1.txt","b/2.txt"]'] }));
    expect(raw.valid && raw.files.map((file) => file.filepath)).toEqual(['b/1.txt', 'b/2.txt']);
    const parts = planUpload(form(['c/1.txt', 'c/2.txt']));
    expect(parts.valid && parts.files.map((file) => file.filepath)).toEqual(['c/1.txt', 'c/2.txt']);
  });

  it('accepts a path field sent once per file', () => {
    const plan = planUpload(form(['x', 'y'], { filePaths: ['d/1.txt', 'd/2.txt'] }));
    expect(plan.valid && plan.files.map((file) => file.filepath)).toEqual(['d/1.txt', 'd/2.txt']);
  });

  it('pairs each path with its stored bytes and guesses the type from the name', () => {
    const plan = planUpload(form(['photos/a.JPG', 'notes/readme']));
    expect(plan).toEqual({
      valid: true,
      retention: '2h',
      encrypted: false,
      files: [
        { filepath: 'photos/a.JPG', filename: 'a.JPG', mimetype: 'image/jpeg', filesize: 1, storageKey: 'key-0' },
        {
          filepath: 'notes/readme',
          filename: 'readme',
          mimetype: 'application/octet-stream',
          filesize: 2,
          storageKey: 'key-1',
        },
      ],
    });
  });

  it('reads the retention', () => {
    const plan = planUpload(form(['a.txt'], { retention: ['download'] }));
    expect(plan.valid && plan.retention).toBe('download');
    const empty = planUpload(form(['a.txt'], { retention: [''] }));
    expect(empty.valid && empty.retention).toBe('2h');
    expect(planUpload(form(['a.txt'], { retention: ['1w'] }))).toEqual({
      valid: false,
      refusal: {
        code: 'invalid_retention',
        message: 'retention must be one of 2h, 24h, download.',
        params: { retentions: '2h, 24h, download' },
      },
    });
  });

  it('names the offending path', () => {
    expect(planUpload(form(['ok.txt', '../up.txt']))).toEqual({
      valid: false,
      refusal: {
        code: 'invalid_file_path',
        message: 'Invalid file path "../up.txt": it goes up a folder ("..").',
        params: { path: '../up.txt' },
      },
    });
  });

  it('lets same-named files in different folders both through, but not the same path twice', () => {
    expect(planUpload(form(['a/x.txt', 'b/x.txt'])).valid).toBe(true);
    expect(planUpload(form(['a/x.txt', './a/x.txt']))).toEqual({
      valid: false,
      refusal: {
        code: 'duplicate_path',
        message: 'The path "a/x.txt" appears more than once in this upload.',
        params: { path: 'a/x.txt' },
      },
    });
  });

  it('refuses a path that is a file and a folder at once', () => {
    expect(planUpload(form(['a', 'a/b.txt']))).toEqual({
      valid: false,
      refusal: {
        code: 'path_file_and_folder',
        message: 'The path "a" is both a file and a folder in this upload.',
        params: { path: 'a' },
      },
    });
  });

  it('refuses an empty upload and mismatched lists', () => {
    expect(planUpload(form([]))).toEqual({
      valid: false,
      refusal: { code: 'no_files', message: 'No files were uploaded.' },
    });
    expect(planUpload(form(['x'], { filePaths: ['["a","b"]'] }))).toEqual({
      valid: false,
      refusal: {
        code: 'path_count_mismatch',
        message: 'filePaths lists 2 paths but 1 files were sent.',
        params: { field: 'filePaths', paths: 2, files: 1 },
      },
    });
  });

  it('stores every object of an encrypted share as bytes, whatever its id looks like', () => {
    const plan = planUpload({
      files: [
        { partFilename: '', storageKey: 'a', size: 1 },
        { partFilename: '', storageKey: 'b', size: 2 },
      ],
      fields: new Map([
        ['filePaths', [JSON.stringify(['AAAAAAAAAAAAAAAAAAApng', MANIFEST_PATH])]],
        ['encrypted', ['1']],
      ]),
    });
    expect(plan.valid && plan.encrypted).toBe(true);
    expect(plan.valid && plan.files.map((file) => file.mimetype)).toEqual([
      'application/octet-stream',
      'application/octet-stream',
    ]);
  });
});
