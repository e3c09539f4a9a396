import { renderHook } from '@testing-library/react';
import type { RetrievedFile, RetrievedFolder } from '../../../lib/api/folders';
import { describeShareContentsContract, SHARE } from './contents.contract';
import { plainContents, usePlainContents } from './plain-contents';

const REF = '4821-abcdefghijklmnopqrstuv';
const urlOf = (path: string) => `/api/folders/${REF}/files/${SHARE.findIndex((file) => file.path === path) + 11}`;

/** A lookup's answer for SHARE, its files numbered from 11 so that no id is an index by chance. */
function folderOfShare(overrides: Partial<RetrievedFolder> = {}): RetrievedFolder {
  const files: RetrievedFile[] = SHARE.map(({ path, bytes }, index) => ({
    id: index + 11,
    filepath: path,
    path,
    filename: path.slice(path.lastIndexOf('/') + 1),
    filesize: bytes.length,
    url: urlOf(path),
    mimetype: path.endsWith('.txt') ? 'text/plain' : 'application/octet-stream',
    status: 'ready',
    receivedBytes: bytes.length,
    sha256: null,
  }));
  return {
    folderCode: '4821',
    folderUrl: `http://localhost/s/${REF}`,
    qrCode: 'data:image/png;base64,QR',
    zipUrl: `/api/folders/${REF}/zip`,
    status: 'ready',
    receivedBytes: 22,
    totalBytes: 22,
    progressUrl: `/api/folders/${REF}/progress`,
    files,
    ...overrides,
  };
}

const plainSubject = (contentsOf: (folder: RetrievedFolder) => ReturnType<typeof plainContents>) => () =>
  Promise.resolve({
    contents: contentsOf(folderOfShare()),
    encrypted: false,
    storedSize: (size: number) => size,
    urlOf,
    storedBytes: (path: string) => SHARE.find((file) => file.path === path)!.bytes,
  });

describeShareContentsContract('plainContents', plainSubject(plainContents));
describeShareContentsContract(
  'usePlainContents',
  plainSubject((folder) => renderHook(() => usePlainContents(folder)).result.current),
);

describe('a plain share’s contents', () => {
  afterEach(() => jest.restoreAllMocks());

  it('downloads each file from the address the server gave it, as it is', () => {
    const contents = plainContents(folderOfShare());
    expect(contents.files.map((file) => contents.linkOf?.(file))).toEqual(SHARE.map((file) => urlOf(file.path)));
  });

  it("offers the server's ZIPs: everything at the share's zipUrl, a folder by its path", () => {
    const { zip } = plainContents(folderOfShare());
    expect(zip?.href?.('')).toBe(`/api/folders/${REF}/zip`);
    expect(zip?.href?.('docs')).toBe(`/api/folders/${REF}/zip?path=docs`);
  });

  it("starts a folder's ZIP as the browser's own download of that address", () => {
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    plainContents(folderOfShare()).zip?.start('docs');
    expect(clicked).toEqual([`/api/folders/${REF}/zip?path=docs`]);
  });

  it('downloads a file from the server as the browser’s own download of its address', () => {
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    const contents = plainContents(folderOfShare());
    contents.fromServer(contents.files[1]);
    expect(clicked).toEqual([urlOf('photos/a.jpg')]);
    // One still arriving: the address that follows its upload.
    contents.follow(contents.files[1]);
    expect(clicked).toEqual([urlOf('photos/a.jpg'), `${urlOf('photos/a.jpg')}?follow=1`]);
  });

  it('offers no ZIP when the answer has no zipUrl (a folder that is no share)', () => {
    expect(plainContents(folderOfShare({ zipUrl: undefined })).zip).toBeUndefined();
  });

  it('shows the QR image the answer carries, and none without one', () => {
    expect(plainContents(folderOfShare()).qrCode).toBe('data:image/png;base64,QR');
    expect(plainContents(folderOfShare({ qrCode: undefined })).qrCode).toBeUndefined();
  });

  it('previews from the inline variant of the file’s address', () => {
    const contents = plainContents(folderOfShare());
    expect(contents.preview(contents.files[0]).source).toMatchObject({
      previewUrl: `${urlOf('docs/readme.txt')}?inline=1`,
    });
  });

  it('is the same object while the folder is, and another for another folder', () => {
    const folder = folderOfShare();
    const { result, rerender } = renderHook(({ of }) => usePlainContents(of), { initialProps: { of: folder } });
    const first = result.current;
    rerender({ of: folder });
    expect(result.current).toBe(first);
    rerender({ of: folderOfShare() });
    expect(result.current).not.toBe(first);
  });
});
