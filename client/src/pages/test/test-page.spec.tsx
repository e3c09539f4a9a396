import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../test/mock-fetch';
import { renderPage } from '../../test/render-with-router';
import TestPage from './test-page';

describe('TestPage', () => {
  it('alerts "No files selected" and sends nothing when empty', async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    renderPage(<TestPage />, '/test');
    await user.click(screen.getByRole('button', { name: 'Upload folder' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No files selected');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('picks a folder and posts files and filePaths to /api/upload-folder, then shows the response', async () => {
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse({ folderCode: '1234', count: 1 }));
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage(<TestPage />, '/test');
    const input = screen.getByLabelText('Folder');
    expect(input).toHaveAttribute('webkitdirectory');
    const file = new File(['hello'], 'a.txt');
    Object.defineProperty(file, 'webkitRelativePath', { value: 'docs/a.txt' });
    await user.upload(input, file);
    expect(screen.getByText('1 file selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload folder' }));

    expect(await screen.findByTestId('upload-response')).toHaveTextContent('"folderCode": "1234"');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/upload-folder');
    const body = init?.body as FormData;
    expect((body.getAll('files') as File[]).map((sent) => sent.name)).toEqual(['docs/a.txt']);
    expect(JSON.parse(body.get('filePaths') as string)).toEqual(['docs/a.txt']);
  });

  it('shows a failed upload', async () => {
    mockFetch().mockResolvedValue(jsonResponse({ statusCode: 404, message: 'Cannot POST /api/upload-folder' }, 404));
    const user = userEvent.setup();
    renderPage(<TestPage />, '/test');
    await user.upload(screen.getByLabelText('Folder'), new File(['x'], 'x.txt'));
    await user.click(screen.getByRole('button', { name: 'Upload folder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot POST /api/upload-folder');
  });
});
