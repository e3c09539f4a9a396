import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildFileTree } from '../../../lib/files/file-tree';
import type { SelectionEntry } from '../../../hooks/use-selection';
import { REMOVE_PROMPT, SelectionTree } from './selection-tree';

function selection(paths: string[]) {
  const entries: SelectionEntry[] = paths.map((path, index) => ({
    id: index + 1,
    path,
    file: new File(['x'.repeat(10)], path.split('/').pop()!),
  }));
  return buildFileTree(entries, (entry) => ({ path: entry.path, size: entry.file.size }));
}

describe(SelectionTree.name, () => {
  it('removes a file and a folder, asking first when the page wants it', async () => {
    const user = userEvent.setup();
    const onRemoveFile = jest.fn();
    const onRemoveFolder = jest.fn();
    render(
      <SelectionTree
        tree={selection(['trip/a.txt', 'trip/notes/b.txt'])}
        onRemoveFile={onRemoveFile}
        onRemoveFolder={onRemoveFolder}
        confirmFileRemoval
      />,
    );
    expect(screen.getByRole('tree', { name: 'Selected files' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove a.txt' }));
    const prompt = screen.getByRole('group', { name: REMOVE_PROMPT });
    await user.click(within(prompt).getByRole('button', { name: 'Yes, remove' }));
    expect(onRemoveFile).toHaveBeenCalledWith(expect.objectContaining({ path: 'trip/a.txt' }));

    await user.click(screen.getByRole('button', { name: 'Remove folder notes' }));
    expect(onRemoveFolder).toHaveBeenCalledWith('trip/notes');
  });

  it('shows the same tree in the full-screen viewer', async () => {
    const user = userEvent.setup();
    render(<SelectionTree tree={selection(['trip/a.txt'])} onRemoveFile={jest.fn()} onRemoveFolder={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Open full-screen view' }));
    const viewer = screen.getByRole('dialog', { name: 'Folder structure' });
    expect(within(viewer).getByRole('treeitem', { name: /^a\.txt/ })).toBeInTheDocument();
  });

  it('keeps the page small for a selection of 5 000 files, in the page and in the viewer', async () => {
    const user = userEvent.setup();
    const paths = Array.from(
      { length: 5000 },
      (_, n) => `big/folder-${Math.floor(n / 100)}/sub-${Math.floor(n / 10) % 10}/file-${n}.txt`,
    );
    const onRemoveFolder = jest.fn();
    const { container } = render(
      <SelectionTree tree={selection(paths)} onRemoveFile={jest.fn()} onRemoveFolder={onRemoveFolder} />,
    );
    expect(container.querySelectorAll('*').length).toBeLessThan(2_000);
    await user.click(screen.getByRole('button', { name: 'Remove folder folder-0' }));
    expect(onRemoveFolder).toHaveBeenCalledWith('big/folder-0');

    await user.click(screen.getByRole('button', { name: 'Open full-screen view' }));
    const viewer = screen.getByRole('dialog', { name: 'Folder structure' });
    expect(within(viewer).getByRole('tree', { name: 'Selected files, full screen' })).toBeInTheDocument();
    expect(document.body.querySelectorAll('*').length).toBeLessThan(4_000);
  });
});
