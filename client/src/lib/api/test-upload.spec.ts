import { buildFolderUploadForm } from './test-upload';

function fileAt(path: string, content = 'x'): File {
  const file = new File([content], path.split('/').pop()!);
  Object.defineProperty(file, 'webkitRelativePath', { value: path });
  return file;
}

describe('buildFolderUploadForm', () => {
  it('names each file by its relative path and lists the paths as JSON', () => {
    const form = buildFolderUploadForm([
      fileAt('album/a.jpg'),
      fileAt('album/sub/b.txt'),
      new File(['y'], 'plain.txt'),
    ]);
    const files = form.getAll('files') as File[];
    expect(files.map((file) => file.name)).toEqual(['album/a.jpg', 'album/sub/b.txt', 'plain.txt']);
    expect(JSON.parse(form.get('filePaths') as string)).toEqual(['album/a.jpg', 'album/sub/b.txt', 'plain.txt']);
  });
});
