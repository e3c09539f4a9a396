import { act } from '@testing-library/react';

/**
 * Runs synchronous work inside an async `act`, so React also flushes what the work's promise callbacks set
 * off before the test goes on.
 */
export function actAsync(work: () => void): Promise<void> {
  return act(() => {
    work();
    return Promise.resolve();
  });
}
