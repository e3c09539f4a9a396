import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildFileTree } from '../../lib/files/file-tree';
import { FolderTree } from './folder-tree';
import { spanningText } from '../../test/spanning-text';
import { expectIsolatedSize } from '../../test/isolated-size';

const items = [
  { path: 'trip/photos/b.png', size: 2048 },
  { path: 'trip/a.txt', size: 100 },
  { path: 'readme.md', size: 0 },
];
const tree = buildFileTree(items, (item) => item);

/** 50 folders × 10 subfolders × 10 files, like the big-folder browser test. */
function bigTree() {
  const files: Array<{ path: string; size: number }> = [];
  for (let f = 1; f <= 50; f += 1) {
    for (let s = 1; s <= 10; s += 1) {
      for (let n = 1; n <= 10; n += 1) files.push({ path: `big/folder-${f}/sub-${s}/file-${n}.txt`, size: 1024 });
    }
  }
  return buildFileTree(files, (item) => item);
}

function paths(treeElement: HTMLElement): string[] {
  return within(treeElement)
    .getAllByRole('treeitem')
    .map((item) => item.getAttribute('data-path') ?? '');
}

const item = (name: RegExp) => screen.getByRole('treeitem', { name });

/** Tab past Expand all and Collapse all into the tree. */
async function tabIntoTree(user: ReturnType<typeof userEvent.setup>) {
  await user.tab();
  await user.tab();
  await user.tab();
}

describe(FolderTree.name, () => {
  it('shows a tree: folders first with file counts and sizes in the largest fitting unit, then files, with levels and positions', () => {
    render(<FolderTree root={tree} label="Files" />);
    const treeElement = screen.getByRole('tree', { name: 'Files' });
    expect(paths(treeElement)).toEqual(['trip/', 'trip/photos/', 'trip/photos/b.png', 'trip/a.txt', 'readme.md']);
    const trip = item(/^trip 2 files · 2\.1 KB$/);
    expect(trip).toHaveAttribute('aria-expanded', 'true');
    expect(trip).toHaveAttribute('aria-level', '1');
    expect(trip).toHaveAttribute('aria-posinset', '1');
    expect(trip).toHaveAttribute('aria-setsize', '2');
    const photo = item(/^b\.png 2 KB$/);
    expect(photo).toHaveAttribute('aria-level', '3');
    expect(photo).not.toHaveAttribute('aria-expanded');
    // A small file reads in bytes, never rounded up to a kilobyte.
    expect(item(/^a\.txt 100 bytes$/)).toHaveAttribute('aria-level', '2');
    expect(item(/^readme\.md 0 bytes$/)).toHaveAttribute('aria-posinset', '2');
    // Sizes are isolated without a forced direction: a size in words reads right to left in Arabic.
    expectIsolatedSize(within(item(/^a\.txt 100 bytes$/)).getByText('100 bytes'));
    expectIsolatedSize(within(trip).getByText('2.1 KB'));
  });

  it('holds a place for sizes still being read, in KB where the list is in KB', () => {
    const { rerender } = render(<FolderTree root={tree} label="Files" sizesPending sizeUnits="kb" />);
    expect(item(/^b\.png … KB$/)).toBeInTheDocument();
    rerender(<FolderTree root={tree} label="Files" sizesPending />);
    expect(item(/^b\.png …$/)).toBeInTheDocument();
  });

  it('counts files as one message, singular for one (the plural of its language)', () => {
    render(<FolderTree root={buildFileTree([{ path: 'solo/a.txt', size: 10 }], (file) => file)} label="Files" />);
    expect(item(/^solo 1 file · 10 bytes$/)).toBeInTheDocument();
    // The tree's summary above it and the folder's row both say so.
    expect(screen.getAllByText(spanningText('1 file · 10 bytes'))).toHaveLength(2);
  });

  it("shows sizes in KB, rounded, when asked, as the feature page's selection list does; under 1 KB in bytes", () => {
    render(<FolderTree root={tree} label="Files" sizeUnits="kb" />);
    expect(item(/^trip 2 files · 2 KB$/)).toBeInTheDocument();
    // Neither rounded up to a kilobyte nor down to nothing: an empty file reads as empty, a small one as it is.
    expect(item(/^a\.txt 100 bytes$/)).toBeInTheDocument();
    expect(item(/^readme\.md 0 bytes$/)).toBeInTheDocument();
  });

  it('opens and closes a folder on click, and announces it', async () => {
    const user = userEvent.setup();
    render(<FolderTree root={tree} label="Files" />);
    await user.click(screen.getByText('trip'));
    expect(item(/^trip/)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('a.txt')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Collapsed trip');
    await user.click(screen.getByText('trip'));
    expect(screen.getByText('a.txt')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Expanded trip');
  });

  it('collapses and expands every folder at once', async () => {
    const user = userEvent.setup();
    render(<FolderTree root={tree} label="Files" />);
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(paths(screen.getByRole('tree'))).toEqual(['trip/', 'readme.md']);
    expect(screen.getByRole('status')).toHaveTextContent('Collapsed all folders');
    await user.click(screen.getByText('trip'));
    // Folders inside stay closed until opened themselves.
    expect(paths(screen.getByRole('tree'))).toEqual(['trip/', 'trip/photos/', 'trip/a.txt', 'readme.md']);
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(screen.getByText('b.png')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Expanded all folders');
  });

  it('is one tab stop, moved with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<FolderTree root={tree} label="Files" />);
    expect(screen.getAllByRole('treeitem').filter((row) => row.tabIndex === 0)).toHaveLength(1);
    await tabIntoTree(user);
    expect(item(/^trip/)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item(/^photos/)).toHaveFocus();
    await user.keyboard('{End}');
    expect(item(/^readme\.md/)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item(/^a\.txt/)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item(/^trip/)).toHaveFocus();
    expect(screen.getAllByRole('treeitem').filter((row) => row.tabIndex === 0)).toEqual([item(/^trip/)]);
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('closes with Left, steps to the parent with Left, opens with Right and steps in with Right', async () => {
    const user = userEvent.setup();
    render(<FolderTree root={tree} label="Files" />);
    await tabIntoTree(user);
    await user.keyboard('{ArrowDown}{ArrowLeft}');
    expect(item(/^photos/)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Collapsed photos');
    await user.keyboard('{ArrowLeft}');
    expect(item(/^trip/)).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(item(/^photos/)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Expanded photos');
    await user.keyboard('{ArrowRight}');
    expect(item(/^b\.png/)).toHaveFocus();
  });

  it('in right-to-left text, closes and steps out with Right, opens and steps in with Left', async () => {
    const user = userEvent.setup();
    render(
      <div dir="rtl">
        <FolderTree root={tree} label="Files" />
      </div>,
    );
    await tabIntoTree(user);
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(item(/^photos/)).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowRight}');
    expect(item(/^trip/)).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowLeft}');
    expect(item(/^photos/)).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(item(/^b\.png/)).toHaveFocus();
    await user.keyboard('{ArrowUp}{End}');
    expect(item(/^readme\.md/)).toHaveFocus();
  });

  it('toggles a folder with Enter and Space, and leaves shortcuts alone', async () => {
    const user = userEvent.setup();
    render(<FolderTree root={tree} label="Files" />);
    await tabIntoTree(user);
    await user.keyboard('{Enter}');
    expect(item(/^trip/)).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(item(/^trip/)).toHaveAttribute('aria-expanded', 'true');
    expect(item(/^trip/)).toHaveFocus();
    // Shortcuts stay the browser's: Alt+Left is Back.
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(item(/^trip/)).toHaveAttribute('aria-expanded', 'true');
  });

  it("renders the actions a screen passes; only the active row's are in the tab order; Enter on a file reaches them", async () => {
    const user = userEvent.setup();
    const onView = jest.fn<void, [string]>();
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

    expect(item(/^b\.png/)).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'View b.png' })).not.toHaveAttribute('tabindex');
    expect(screen.getByRole('button', { name: 'Zip trip' })).toHaveAttribute('tabindex', '-1');

    act(() => item(/^a\.txt/).focus());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'View a.txt' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onView).toHaveBeenLastCalledWith('trip/a.txt');
  });

  describe('with 5 000 files', () => {
    it('keeps only a few rows in the page while the tree describes all of them', () => {
      const { container } = render(
        <FolderTree root={bigTree()} label="Files" fileActions={() => <button>View</button>} />,
      );
      const rows = screen.getAllByRole('treeitem');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length).toBeLessThan(60);
      expect(container.querySelectorAll('*').length).toBeLessThan(1_500);
      expect(item(/^big 5000 files/)).toHaveAttribute('aria-setsize', '1');
      expect(item(/^folder-1 100 files/)).toHaveAttribute('aria-setsize', '50');
      // The summary and the top folder's row.
      expect(screen.getAllByText(spanningText('5000 files · 4.9 MB'))).toHaveLength(2);
    });

    it('reaches the last row with End, and opens and closes folders at once', async () => {
      const user = userEvent.setup();
      render(<FolderTree root={bigTree()} label="Files" />);
      await tabIntoTree(user);
      await user.keyboard('{End}');
      const last = document.activeElement;
      expect(last).toHaveAttribute('data-path', 'big/folder-50/sub-10/file-10.txt');
      expect(last).toHaveAttribute('aria-level', '4');
      expect(last).toHaveAttribute('aria-posinset', '10');

      await user.click(screen.getByRole('button', { name: 'Collapse all' }));
      expect(paths(screen.getByRole('tree'))).toEqual(['big/']);
      await user.click(screen.getByText('big'));
      expect(item(/^big/)).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard('{End}');
      expect(document.activeElement).toHaveAttribute('data-path', 'big/folder-50/');
      expect(document.activeElement).toHaveAttribute('aria-posinset', '50');
      await user.click(screen.getByRole('button', { name: 'Expand all' }));
      expect(screen.getAllByRole('treeitem').length).toBeLessThan(60);
      expect(item(/^sub-1 10 files/)).toHaveAttribute('aria-expanded', 'true');
    });
  });
});
