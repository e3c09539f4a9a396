import { readBlob } from '../../test/read-blob';
import { sliceOfFiles } from './resumable-uploads';

async function text(blob: Blob): Promise<string> {
  return new TextDecoder().decode(await readBlob(blob));
}

describe(sliceOfFiles.name, () => {
  const files = [new Blob(['abcd']), new Blob([]), new Blob(['efghij']), new Blob(['klm'])];

  it('cuts the files laid end to end, across file boundaries and empty files', async () => {
    expect(await text(sliceOfFiles(files, 0, 3))).toBe('abc');
    expect(await text(sliceOfFiles(files, 3, 8))).toBe('defgh');
    expect(await text(sliceOfFiles(files, 8, 13))).toBe('ijklm');
    expect(await text(sliceOfFiles(files, 0, 13))).toBe('abcdefghijklm');
    expect(sliceOfFiles(files, 13, 13).size).toBe(0);
  });
});
