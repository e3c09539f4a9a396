import { render, screen, within } from '@testing-library/react';
import { mockFetch } from '../../test/mock-fetch';
import { spanningText } from '../../test/spanning-text';
import { FilePreview } from './file-preview';
import { PreviewDialog } from './preview-dialog';
import { expectIsolatedSize } from '../../test/isolated-size';

describe(FilePreview.name, () => {
  it('says a picked empty file is empty, whatever its type', () => {
    render(<FilePreview source={{ kind: 'local', file: new File([], 'notes.txt'), path: 'notes.txt' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('This file is empty.');
  });

  it('says a shared empty file is empty without asking the server for its bytes', () => {
    const fetch = mockFetch();
    render(<FilePreview source={{ kind: 'remote', path: 'logo.png', previewUrl: '/preview/1', size: 0 }} />);
    expect(screen.getByRole('status')).toHaveTextContent('This file is empty.');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('previews a shared file with content as before', () => {
    render(<FilePreview source={{ kind: 'remote', path: 'logo.png', previewUrl: '/preview/1', size: 10 }} />);
    expect(screen.getByRole('img', { name: 'Preview of logo.png' })).toHaveAttribute('src', '/preview/1');
  });

  it('says plainly that a type has no preview, and to use Download when the dialog offers it, fetching nothing', () => {
    const fetch = mockFetch();
    const source = { kind: 'remote', path: 'trip/data.bin', previewUrl: '/preview/2', size: 3000 } as const;
    const { rerender } = render(<FilePreview source={source} downloadable />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'There is no preview for .bin files: Sharecode previews images, PDFs and text files. Use Download to open it on your device.',
    );
    expect(screen.getByRole('status')).not.toHaveTextContent('not found');
    rerender(<FilePreview source={{ kind: 'local', path: 'Makefile', file: new File(['all:'], 'Makefile') }} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'There is no preview for this type of file: Sharecode previews images, PDFs and text files.',
    );
    expect(screen.getByRole('status')).not.toHaveTextContent('Download');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says an encrypted file too large to decrypt for a preview is, rather than that it is empty', () => {
    render(
      <FilePreview
        source={{ kind: 'unfetched', path: 'scans/book.pdf', size: 40 * 1024 * 1024, limit: 32 * 1024 * 1024 }}
        downloadable
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'book.pdf is too large to preview here (40 MB; previews of encrypted files go up to 32 MB). Use Download',
    );
    // The name and sizes are isolated, so right-to-left text never reorders them ("MB 40").
    expect(screen.getByText('book.pdf').tagName).toBe('BDI');
    expectIsolatedSize(screen.getByText('40 MB'));
    expectIsolatedSize(screen.getByText('32 MB'));
  });

  it('says a long text is cut, its size isolated', async () => {
    mockFetch().mockResolvedValue(
      new Response('first lines', { status: 206, headers: { 'Content-Range': 'bytes 0-99/999999999' } }),
    );
    render(
      <FilePreview source={{ kind: 'remote', path: 'logs/big.log', previewUrl: '/p/big.log', size: 999999999 }} />,
    );
    const note = await screen.findByText(spanningText(/^Showing the first \d+ KB\. Download the file/));
    expectIsolatedSize(within(note).getByText(/^\d+ KB$/));
  });

  it('says it is decrypting a file while it does', () => {
    render(<FilePreview source={{ kind: 'pending', path: 'scans/book.pdf', size: 10 }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Decrypting book.pdf…');
  });
});

describe(PreviewDialog.name, () => {
  it('offers Download beside Close: a link for a share file, a button for a decrypted one', () => {
    const source = { kind: 'remote', path: 'data.bin', previewUrl: '/preview/2', size: 3 } as const;
    const { rerender } = render(<PreviewDialog source={source} onClose={() => undefined} downloadUrl="/file/2" />);
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/file/2');
    const onDownload = jest.fn();
    rerender(<PreviewDialog source={source} onClose={() => undefined} onDownload={onDownload} />);
    screen.getByRole('button', { name: 'Download' }).click();
    expect(onDownload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Use Download to open it on your device.');
  });
});
