import { buildFileTree } from './file-tree';
import { ALL_CLOSED, ALL_OPEN, countNodes, flattenTree, isOpen, nearestVisible, withFolder } from './tree-rows';

const tree = buildFileTree(
  [
    { path: 'trip/photos/b.png', size: 2 },
    { path: 'trip/photos/a.png', size: 1 },
    { path: 'trip/notes.txt', size: 3 },
    { path: 'readme.md', size: 4 },
  ],
  (item) => item,
);

describe(flattenTree.name, () => {
  it('lists every row in display order with level, position and set size when all is open', () => {
    const { rows, indexOf } = flattenTree(tree, ALL_OPEN);
    expect(rows.map((row) => [row.key, row.level, row.posInSet, row.setSize, row.parentIndex, row.expanded])).toEqual([
      ['trip/', 1, 1, 2, -1, true],
      ['trip/photos/', 2, 1, 2, 0, true],
      ['trip/photos/a.png', 3, 1, 2, 1, undefined],
      ['trip/photos/b.png', 3, 2, 2, 1, undefined],
      ['trip/notes.txt', 2, 2, 2, 0, undefined],
      ['readme.md', 1, 2, 2, -1, undefined],
    ]);
    expect(indexOf.get('trip/notes.txt')).toBe(4);
  });

  it('leaves out what closed folders hold', () => {
    const closedPhotos = withFolder(ALL_OPEN, 'trip/photos', false);
    expect(flattenTree(tree, closedPhotos).rows.map((row) => row.key)).toEqual([
      'trip/',
      'trip/photos/',
      'trip/notes.txt',
      'readme.md',
    ]);
    expect(flattenTree(tree, ALL_CLOSED).rows.map((row) => row.key)).toEqual(['trip/', 'readme.md']);
    const onlyTripOpen = withFolder(ALL_CLOSED, 'trip', true);
    expect(flattenTree(tree, onlyTripOpen).rows.map((row) => row.key)).toEqual([
      'trip/',
      'trip/photos/',
      'trip/notes.txt',
      'readme.md',
    ]);
  });
});

describe(withFolder.name, () => {
  it('flips one folder and returns the same object when nothing changes', () => {
    const closed = withFolder(ALL_OPEN, 'trip', false);
    expect(isOpen(closed, 'trip')).toBe(false);
    expect(isOpen(closed, 'trip/photos')).toBe(true);
    expect(withFolder(closed, 'trip', false)).toBe(closed);
    expect(withFolder(closed, 'trip', true).flipped.size).toBe(0);
  });
});

describe(nearestVisible.name, () => {
  it('falls back to the closest shown ancestor, then to the first row', () => {
    const flat = flattenTree(tree, ALL_CLOSED);
    expect(nearestVisible(flat, 'readme.md')).toBe(1);
    expect(nearestVisible(flat, 'trip/photos/a.png')).toBe(0);
    expect(nearestVisible(flat, 'gone/away.txt')).toBe(0);
    expect(nearestVisible(flat, null)).toBe(0);
    expect(
      nearestVisible(
        flattenTree(
          buildFileTree([], () => ({ path: '', size: 0 })),
          ALL_OPEN,
        ),
        'x',
      ),
    ).toBe(-1);
  });
});

describe(countNodes.name, () => {
  it('counts folders and files at any depth', () => {
    expect(countNodes(tree)).toBe(6);
  });
});
