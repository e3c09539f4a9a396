/**
 * The state of the shares a page shows to their sender (what GET /api/shares/{code}/state answers), followed
 * through the page's one live poll (lib/live): the API answers as soon as a share's state changed (opened,
 * downloaded, arrived, ended, removed), so nothing is polled. Followed once however many places show the same
 * share (its Recent shares row, the share dialog, the page's own result), and no more once the share has ended
 * or was removed, or the API refused it (unknown code or key: that does not change).
 */
import type { FolderState } from '../api/folder-management';
import type { ShareStateChange } from '../api/live';
import { liveConnection, type LiveConnection } from '../live/live-connection';
import { isFinal } from '../moderation/sender-moderation';

interface Watch {
  state: FolderState | undefined;
  listeners: Set<() => void>;
  /** Stops following; undefined once stopped. */
  unfollow: (() => void) | undefined;
}

/** By share and key: another key may be refused where this one is not. */
const watches = new Map<string, Watch>();

function keyOf(code: string, manageKey: string | undefined): string {
  return `${code}\n${manageKey ?? ''}`;
}

function stop(watch: Watch): void {
  watch.unfollow?.();
  watch.unfollow = undefined;
}

function heard(watch: Watch, change: ShareStateChange): void {
  if (!change.state) {
    stop(watch);
    return;
  }
  watch.state = change.state;
  if (isFinal(watch.state)) stop(watch);
  watch.listeners.forEach((listener) => listener());
}

/**
 * Starts (or joins) following a share; `onChange` hears each new state. Returns the way to stop. `connection`:
 * the page's own unless a spec passes another.
 */
export function watchFolderState(
  code: string,
  manageKey: string | undefined,
  onChange: () => void,
  connection: LiveConnection = liveConnection,
): () => void {
  const key = keyOf(code, manageKey);
  let watch = watches.get(key);
  if (!watch) {
    const created: Watch = { state: undefined, listeners: new Set(), unfollow: undefined };
    watches.set(key, created);
    created.unfollow = connection.follow({ code, ...(manageKey ? { manageKey } : {}) }, (change) =>
      heard(created, change),
    );
    watch = created;
  }
  const joined = watch;
  joined.listeners.add(onChange);
  return () => {
    joined.listeners.delete(onChange);
    if (joined.listeners.size > 0 || watches.get(key) !== joined) return;
    stop(joined);
    watches.delete(key);
  };
}

/** The latest state heard of a watched share (undefined until its first answer). */
export function watchedFolderState(code: string, manageKey: string | undefined): FolderState | undefined {
  return watches.get(keyOf(code, manageKey))?.state;
}
