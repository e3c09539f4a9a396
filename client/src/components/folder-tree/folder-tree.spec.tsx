import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildFileTree } from '../../lib/file-tree';
import { FolderTree } from './folder-tree';

const items = [
  { path: 'trip/photos/b.png', size: 2048 },
  { path: 'trip/a.txt', size: 100 },
  { path: 'readme.md', size: 0 },
];
const tree = buildFileTree(items, (item) => item);

describe(FolderTree.name, () => {
  it('shows folders first with file counts and sizes in KB, then files', () => {
    render(<FolderTree root={tree} label="Files" />);
    const list = screen.getByRole('list', { name: 'Files' });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('data-path'));
    expect(rows).toEqual(['trip/', 'trip/photos/', 'trip/photos/b.png', 'trip/a.txt', 'readme.md']);
    expect(screen.getByRole('button', { name: /trip 2 files · 2 KB/ })).toHaveAttribute('aria-expanded', 'true');
    expect(within(list.querySelector('[data-path="readme.md"]') as HTMLElement).getByText('0 KB')).toBeInTheDocument();
  });

  it('collapses and expands a folder, and all folders at once', async () => {
    const user = userEvent.setup();
    render(<FolderTree root={tree} label="Files" />);
    const trip = screen.getByRole('button', { name: /^trip/ });
    await user.click(trip);
    expect(trip).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('a.txt')).not.toBeVisible();
    await user.click(trip);
    expect(screen.getByText('a.txt')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(screen.getByRole('button', { name: /^trip/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: /^photos/, hidden: true })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(screen.getByText('b.png')).toBeVisible();
  });

  it('renders the actions a screen passes for files and folders', async () => {
    const user = userEvent.setup();
    const onView = jest.fn();
    render(
      <FolderTree
        root={tree}
        label="Files"
        fileActions={(file) => <button onClick={() => onView(file.path)}>{`View ${file.name}`}</button>}
        folderActions={(folder) => <button>{`Zip ${folder.name}`}</button>}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'View b.png' }));
    expect(onView).toHaveBeenCalledWith('trip/photos/b.png');
    expect(screen.getByRole('button', { name: 'Zip photos' })).toBeInTheDocument();
  });
});
