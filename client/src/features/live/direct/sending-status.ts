/**
 * Which shares this page is sending a file of, straight to a recipient's device, right now: written by the host,
 * read by the sender's dialog and Recent shares (useSendingDirectly).
 */
import { useSyncExternalStore } from 'react';

const sending = new Map<string, number>();
const listeners = new Set<() => void>();

/** One more (true) or one fewer (false) file of share `folderCode` going out directly. */
export function noteSendingDirectly(folderCode: string, started: boolean): void {
  const count = Math.max(0, (sending.get(folderCode) ?? 0) + (started ? 1 : -1));
  if (count === 0) sending.delete(folderCode);
  else sending.set(folderCode, count);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether this page is sending a file of `folderCode` directly to a recipient's device now. */
export function useSendingDirectly(folderCode: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => sending.has(folderCode),
    () => false,
  );
}
