import { buildFileTree } from './file-tree';
import { treeKeyAction } from './tree-keys';
import { ALL_OPEN, flattenTree, withFolder } from './tree-rows';

const tree = buildFileTree(
  [
    { path: 'trip/photos/a.png', size: 1 },
    { path: 'trip/notes.txt', size: 3 },
    { path: 'readme.md', size: 4 },
  ],
  (item) => item,
);
// trip/ (0), trip/photos/ (1), trip/photos/a.png (2), trip/notes.txt (3), readme.md (4)
const { rows } = flattenTree(tree, ALL_OPEN);

describe(treeKeyAction.name, () => {
  it('moves by one row with Up and Down, and to the ends with Home and End', () => {
    expect(treeKeyAction(rows, 1, 'ArrowDown', 'ltr')).toEqual({ type: 'move', index: 2 });
    expect(treeKeyAction(rows, 1, 'ArrowUp', 'ltr')).toEqual({ type: 'move', index: 0 });
    expect(treeKeyAction(rows, 0, 'ArrowUp', 'ltr')).toBeNull();
    expect(treeKeyAction(rows, 4, 'ArrowDown', 'ltr')).toBeNull();
    expect(treeKeyAction(rows, 2, 'Home', 'ltr')).toEqual({ type: 'move', index: 0 });
    expect(treeKeyAction(rows, 2, 'End', 'ltr')).toEqual({ type: 'move', index: 4 });
  });

  it('opens or steps in with Right, closes or steps out with Left', () => {
    expect(treeKeyAction(rows, 0, 'ArrowRight', 'ltr')).toEqual({ type: 'move', index: 1 });
    expect(treeKeyAction(rows, 2, 'ArrowRight', 'ltr')).toBeNull();
    expect(treeKeyAction(rows, 1, 'ArrowLeft', 'ltr')).toEqual({ type: 'collapse', index: 1 });
    expect(treeKeyAction(rows, 2, 'ArrowLeft', 'ltr')).toEqual({ type: 'move', index: 1 });
    expect(treeKeyAction(rows, 4, 'ArrowLeft', 'ltr')).toBeNull();
    const closed = flattenTree(tree, withFolder(ALL_OPEN, 'trip/photos', false)).rows;
    expect(treeKeyAction(closed, 1, 'ArrowRight', 'ltr')).toEqual({ type: 'expand', index: 1 });
  });

  it('opens or steps in with Left, closes or steps out with Right, in right-to-left text', () => {
    expect(treeKeyAction(rows, 0, 'ArrowLeft', 'rtl')).toEqual({ type: 'move', index: 1 });
    expect(treeKeyAction(rows, 2, 'ArrowLeft', 'rtl')).toBeNull();
    expect(treeKeyAction(rows, 1, 'ArrowRight', 'rtl')).toEqual({ type: 'collapse', index: 1 });
    expect(treeKeyAction(rows, 2, 'ArrowRight', 'rtl')).toEqual({ type: 'move', index: 1 });
    const closed = flattenTree(tree, withFolder(ALL_OPEN, 'trip/photos', false)).rows;
    expect(treeKeyAction(closed, 1, 'ArrowLeft', 'rtl')).toEqual({ type: 'expand', index: 1 });
    expect(treeKeyAction(rows, 1, 'ArrowDown', 'rtl')).toEqual({ type: 'move', index: 2 });
    expect(treeKeyAction(rows, 2, 'Home', 'rtl')).toEqual({ type: 'move', index: 0 });
  });

  it('toggles folders and activates files with Enter and Space; ignores other keys', () => {
    expect(treeKeyAction(rows, 0, 'Enter', 'ltr')).toEqual({ type: 'collapse', index: 0 });
    expect(treeKeyAction(rows, 3, ' ', 'ltr')).toEqual({ type: 'activate', index: 3 });
    expect(treeKeyAction(rows, 3, 'a', 'ltr')).toBeNull();
    expect(treeKeyAction(rows, 9, 'ArrowDown', 'ltr')).toBeNull();
  });
});
