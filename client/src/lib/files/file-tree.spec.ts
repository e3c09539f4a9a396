import { buildFileTree, compareNames, filesIn, folderPathsIn, type TreeFolder, type TreeNode } from './file-tree';

interface Item {
  path: string;
  size: number;
}

const describeItem = (item: Item) => item;

function names<T>(folder: TreeFolder<T>): string[] {
  return folder.children.map((node: TreeNode<T>) => (node.kind === 'folder' ? `${node.name}/` : node.name));
}

describe(buildFileTree.name, () => {
  it('puts folders before files at every level', () => {
    const tree = buildFileTree<Item>(
      [
        { path: 'a.txt', size: 1 },
        { path: 'zeta/b.txt', size: 2 },
        { path: 'alpha/c.txt', size: 3 },
        { path: 'alpha/sub/d.txt', size: 4 },
      ],
      describeItem,
    );
    expect(names(tree)).toEqual(['alpha/', 'zeta/', 'a.txt']);
    const alpha = tree.children[0] as TreeFolder<Item>;
    expect(names(alpha)).toEqual(['sub/', 'c.txt']);
  });

  it('sorts names numerically and case-insensitively', () => {
    const tree = buildFileTree<Item>(
      ['file10.txt', 'file2.txt', 'File1.txt', 'b.txt', 'A.txt'].map((path) => ({ path, size: 0 })),
      describeItem,
    );
    expect(names(tree)).toEqual(['A.txt', 'b.txt', 'File1.txt', 'file2.txt', 'file10.txt']);
  });

  it('sorts accented names beside their base letter', () => {
    const tree = buildFileTree<Item>(
      ['f.txt', 'é.txt', 'e.txt', 'z.txt'].map((path) => ({ path, size: 0 })),
      describeItem,
    );
    expect(names(tree)).toEqual(['e.txt', 'é.txt', 'f.txt', 'z.txt']);
  });

  it('records full paths, totals sizes and counts files per folder', () => {
    const tree = buildFileTree<Item>(
      [
        { path: 'photos/2024/a.jpg', size: 1000 },
        { path: 'photos/2024/b.jpg', size: 500 },
        { path: 'photos/c.jpg', size: 24 },
        { path: 'notes.txt', size: 10 },
      ],
      describeItem,
    );
    expect(tree.size).toBe(1534);
    expect(tree.fileCount).toBe(4);
    const photos = tree.children[0] as TreeFolder<Item>;
    expect(photos).toMatchObject({ kind: 'folder', name: 'photos', path: 'photos', size: 1524, fileCount: 3 });
    const year = photos.children[0] as TreeFolder<Item>;
    expect(year.path).toBe('photos/2024');
    expect(year.children[1]).toMatchObject({ kind: 'file', name: 'b.jpg', path: 'photos/2024/b.jpg', size: 500 });
  });

  it('keeps the original item on each file node', () => {
    const item = { path: 'x/y.txt', size: 3, extra: 'kept' };
    const tree = buildFileTree([item], describeItem);
    expect(filesIn(tree)[0].item).toBe(item);
  });

  it('normalises separators, leading slashes and Unicode so equal paths share folders', () => {
    const decomposed = 'Cafe\u0301';
    const tree = buildFileTree<Item>(
      [
        { path: 'docs\\a.txt', size: 1 },
        { path: '/docs/b.txt', size: 1 },
        { path: './docs//c.txt', size: 1 },
        { path: `${decomposed}/menu.txt`, size: 1 },
        { path: 'Café/prices.txt', size: 1 },
      ],
      describeItem,
    );
    expect(names(tree)).toEqual(['Café/', 'docs/']);
    expect(filesIn(tree).map((file) => file.path)).toEqual([
      'Café/menu.txt',
      'Café/prices.txt',
      'docs/a.txt',
      'docs/b.txt',
      'docs/c.txt',
    ]);
  });

  it('keeps same-named files in different folders apart', () => {
    const tree = buildFileTree<Item>(
      [
        { path: 'a/readme.txt', size: 1 },
        { path: 'b/readme.txt', size: 2 },
        { path: 'readme.txt', size: 3 },
      ],
      describeItem,
    );
    expect(filesIn(tree).map((file) => file.path)).toEqual(['a/readme.txt', 'b/readme.txt', 'readme.txt']);
  });

  it('skips items without a usable path and returns an empty root for no items', () => {
    expect(buildFileTree<Item>([], describeItem)).toEqual({
      kind: 'folder',
      name: '',
      path: '',
      size: 0,
      fileCount: 0,
      children: [],
    });
    expect(buildFileTree<Item>([{ path: '/', size: 5 }], describeItem).fileCount).toBe(0);
  });

  it('lists every folder path for expand-all', () => {
    const tree = buildFileTree<Item>(
      [
        { path: 'a/b/c.txt', size: 0 },
        { path: 'd/e.txt', size: 0 },
      ],
      describeItem,
    );
    expect(folderPathsIn(tree)).toEqual(['a', 'a/b', 'd']);
  });
});

describe(compareNames.name, () => {
  it('orders 2 before 10 and is deterministic for names differing only in case', () => {
    expect(compareNames('2', '10')).toBeLessThan(0);
    expect(compareNames('a', 'A')).not.toBe(0);
    expect(compareNames('a', 'A')).toBe(-compareNames('A', 'a'));
  });
});
