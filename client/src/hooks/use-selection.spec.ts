import { act, renderHook, waitFor } from '@testing-library/react';
import { useSelection } from './use-selection';

const pick = (count: number, folder = 'big') =>
  Array.from({ length: count }, (_, n) => ({
    file: new File(['x'.repeat(1024)], `f${n}.txt`),
    path: `${folder}/sub-${n % 10}/f${n}.txt`,
  }));

describe(useSelection.name, () => {
  it('builds the tree of a small pick with its sizes at once', () => {
    const { result } = renderHook(() => useSelection());
    act(() => result.current.replace(pick(20, 'small')));
    expect(result.current.sizesPending).toBe(false);
    expect(result.current.tree.fileCount).toBe(20);
    expect(result.current.tree.size).toBe(20 * 1024);
  });

  it("shows a large pick's tree first and its sizes once read", async () => {
    const { result } = renderHook(() => useSelection());
    act(() => result.current.replace(pick(1_000)));
    expect(result.current.tree.fileCount).toBe(1_000);
    expect(result.current.sizesPending).toBe(true);
    expect(result.current.tree.size).toBe(0);
    await waitFor(() => expect(result.current.sizesPending).toBe(false));
    expect(result.current.tree.size).toBe(1_000 * 1024);
  });

  it('removes files and folders', () => {
    const { result } = renderHook(() => useSelection());
    act(() => result.current.replace(pick(20, 'small')));
    act(() => result.current.removeFolder('small/sub-1'));
    expect(result.current.tree.fileCount).toBe(18);
    act(() => result.current.removeFile(result.current.entries[0].id));
    expect(result.current.entries).toHaveLength(17);
  });
});
