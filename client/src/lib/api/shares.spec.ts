import { buildUploadForm, filePreviewUrl, folderFromBody, folderZipUrl, type UploadEntry } from './shares';

function entry(name: string, path: string, content = 'x'): UploadEntry {
  return { file: new File([content], name), path };
}

describe(buildUploadForm.name, () => {
  const entries = [entry('a.txt', 'trip/a.txt', 'abc'), entry('b.png', 'trip/photos/b.png', 'defgh')];

  it('sends files named by relative path plus filePaths in the same order (the /data-sharing shape)', () => {
    const form = buildUploadForm(entries, { retention: '24h' });
    expect(form.get('retention')).toBe('24h');
    expect(JSON.parse(form.get('filePaths') as string)).toEqual(['trip/a.txt', 'trip/photos/b.png']);
    expect(form.getAll('files').map((file) => (file as File).name)).toEqual(['trip/a.txt', 'trip/photos/b.png']);
    expect(form.has('filenamesRaw')).toBe(false);
  });

  it('sends filenamesRaw, filepathsRaw and filesizeRaw (the /features/file-sharing shape)', () => {
    const form = buildUploadForm(entries, { shape: 'raw' });
    expect(JSON.parse(form.get('filenamesRaw') as string)).toEqual(['a.txt', 'b.png']);
    expect(JSON.parse(form.get('filepathsRaw') as string)).toEqual(['trip/a.txt', 'trip/photos/b.png']);
    expect(JSON.parse(form.get('filesizeRaw') as string)).toEqual([3, 5]);
    expect(form.has('filePaths')).toBe(false);
    expect(form.has('retention')).toBe(false);
  });

  it('puts every text field before the first file', () => {
    const names = [...buildUploadForm(entries, { retention: '2h', shape: 'raw' }).keys()];
    expect(names.indexOf('files')).toBe(names.length - entries.length);
  });
});

describe(folderFromBody.name, () => {
  const folder = { folderCode: '0427', folderUrl: 'u', files: [] };

  it('unwraps `data` or takes the body itself, and rejects bodies without files', () => {
    expect(folderFromBody({ data: folder })).toBe(folder);
    expect(folderFromBody(folder)).toBe(folder);
    expect(folderFromBody({ status: 'ok' })).toBeNull();
    expect(folderFromBody('text')).toBeNull();
  });
});

describe('file and zip addresses', () => {
  it('adds inline=1 for previews and encodes zip folder paths', () => {
    expect(filePreviewUrl({ url: '/api/folders/0427/files/3' })).toBe('/api/folders/0427/files/3?inline=1');
    expect(filePreviewUrl({ url: '/x?a=1' })).toBe('/x?a=1&inline=1');
    expect(folderZipUrl('0427')).toBe('/api/folders/0427/zip');
    expect(folderZipUrl('0427', 'trip/Ünï cödé')).toBe(`/api/folders/0427/zip?path=${encodeURIComponent('trip/Ünï cödé')}`);
  });
});
