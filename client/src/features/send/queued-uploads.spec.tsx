import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueuedItem } from './upload-queue-state';
import { QueuedUploads } from './queued-uploads';
import { spanningText } from '../../test/spanning-text';
import { expectIsolatedSize } from '../../test/isolated-size';

const items: QueuedItem[] = [
  {
    id: 'a',
    fileCount: 3,
    totalBytes: 3 * 1024 * 1024,
    createdAt: 1,
    status: 'uploading',
    progress: { loaded: 1024 * 1024, total: 3 * 1024 * 1024 },
  },
  { id: 'b', fileCount: 1, totalBytes: 2048, createdAt: 2, status: 'waiting' },
  {
    id: 'c',
    fileCount: 2,
    totalBytes: 10,
    createdAt: 3,
    status: 'failed',
    error: 'The upload is larger than the 2 GiB a share may hold.',
  },
];

describe(QueuedUploads.name, () => {
  it('shows each queued share with its state, and Cancel or Remove', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    const onDismiss = jest.fn();
    render(<QueuedUploads items={items} online={false} onCancel={onCancel} onDismiss={onDismiss} />);
    const rows = within(screen.getByRole('list', { name: 'Queued uploads' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('3 files, 3 MB');
    expect(rows[0]).toHaveTextContent('Uploading… 1 MB of 3 MB (33%)');
    expect(within(rows[0]).getByRole('progressbar')).toHaveAttribute('value', '33');
    expect(rows[1]).toHaveTextContent('1 file, 2 KB');
    expect(rows[1]).toHaveTextContent('Waiting for a connection: it uploads by itself when you are back online.');
    expect(rows[2]).toHaveTextContent('Not shared: The upload is larger than the 2 GiB a share may hold.');
    // Sizes shown are isolated, so right-to-left text never reorders them ("MB 3").
    const sizes = within(rows[0]).getAllByText(/^\d+ MB$/);
    expect(sizes.map((size) => size.textContent)).toEqual(['3 MB', '1 MB', '3 MB']);
    sizes.forEach(expectIsolatedSize);

    await user.click(screen.getByRole('button', { name: 'Cancel queued upload of 1 file, 2 KB' }));
    expect(onCancel).toHaveBeenCalledWith('b');
    await user.click(screen.getByRole('button', { name: 'Remove failed upload of 2 files, 10 bytes' }));
    expect(onDismiss).toHaveBeenCalledWith('c');
  });

  it('says a waiting share will be retried when online, and shows nothing for an empty queue', () => {
    const { rerender } = render(<QueuedUploads items={[items[1]]} online onCancel={jest.fn()} onDismiss={jest.fn()} />);
    expect(screen.getByText('Waiting to try again: it uploads by itself.')).toBeInTheDocument();
    // Cut off midway: it says how far it got (the rest resumes from there).
    rerender(
      <QueuedUploads
        items={[{ ...items[0], status: 'waiting' }]}
        online={false}
        onCancel={jest.fn()}
        onDismiss={jest.fn()}
      />,
    );
    expect(
      screen.getByText(
        spanningText(
          'Waiting for a connection: it uploads by itself when you are back online. 1 MB of 3 MB sent so far.',
        ),
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    rerender(<QueuedUploads items={[]} online onCancel={jest.fn()} onDismiss={jest.fn()} />);
    expect(screen.queryByRole('heading', { name: 'Waiting to upload' })).not.toBeInTheDocument();
  });
});
