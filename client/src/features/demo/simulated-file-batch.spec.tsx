import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SimulatedFileBatch } from './simulated-file-batch';
import { expectIsolatedSize } from '../../test/isolated-size';

describe(SimulatedFileBatch.name, () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const renderBatch = () =>
    render(
      <SimulatedFileBatch
        inputLabel="Files to sync"
        actionLabel="Sync Files"
        pendingLabel="Syncing..."
        doneHeading="Synced files"
        doneStatus="Synced"
      />,
    );

  it('needs at least one file', async () => {
    const user = setup();
    renderBatch();
    await user.click(screen.getByRole('button', { name: 'Sync Files' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one file first.');
  });

  it('lists the selection with sizes, waits 3 s, then moves the files to the done list and clears the selection', async () => {
    const user = setup();
    renderBatch();
    const input = screen.getByLabelText<HTMLInputElement>('Files to sync');
    await user.upload(input, [new File(['a'.repeat(2048)], 'a.txt'), new File(['b'.repeat(10 * 1024)], 'b.pdf')]);
    const selection = screen.getByRole('list', { name: 'Selected files' });
    expect(within(selection).getByText('a.txt')).toBeInTheDocument();
    expectIsolatedSize(within(selection).getByText('2 KB'));
    expect(within(selection).getByText('10 KB')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sync Files' }));
    expect(screen.getByRole('button', { name: 'Syncing...' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.queryByRole('list', { name: 'Synced files' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));

    const done = screen.getByRole('list', { name: 'Synced files' });
    expect(within(done).getByText('a.txt')).toBeInTheDocument();
    expect(within(done).getByText('b.pdf')).toBeInTheDocument();
    expect(within(done).getAllByText(/Synced/)).toHaveLength(2);
    expect(screen.queryByRole('list', { name: 'Selected files' })).not.toBeInTheDocument();
    expect(input.value).toBe('');
    expect(screen.getByRole('button', { name: 'Sync Files' })).toBeEnabled();
  });
});
