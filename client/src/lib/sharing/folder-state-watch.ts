/**
 * The state of the shares a page shows to their sender (GET /api/shares/{code}/state), asked once however many
 * places show the same share (its Recent shares row, the share dialog, the page's own result): each share is
 * asked again every SHARE_STATE_POLL_MS while the page is visible and something watches it, not while it is
 * hidden, and no more once the share has ended or was removed.
 */
import { getFolderState, type FolderState } from '../api/folder-management';
import { isFinal } from '../moderation/sender-moderation';

/** Gentle enough for a phone left open on the share dialog; quick enough to see a recipient arrive. */
export const SHARE_STATE_POLL_MS = 5_000;

interface Watch {
  code: string;
  manageKey: string | undefined;
  state: FolderState | undefined;
  listeners: Set<() => void>;
  timer: ReturnType<typeof setTimeout> | undefined;
  controller: AbortController | undefined;
  asking: boolean;
  /** Ended or removed: nothing more to ask. */
  final: boolean;
  /** Nobody watches it any more. */
  stopped: boolean;
}

/** By share and key: another key may be refused where this one is not. */
const watches = new Map<string, Watch>();

function keyOf(code: string, manageKey: string | undefined): string {
  return `${code}\n${manageKey ?? ''}`;
}

async function poll(watch: Watch): Promise<void> {
  watch.timer = undefined;
  if (watch.stopped || watch.final || watch.asking || document.visibilityState !== 'visible') return;
  watch.asking = true;
  watch.controller = new AbortController();
  try {
    const next = await getFolderState(watch.code, watch.manageKey, watch.controller.signal);
    if (watch.stopped) return;
    watch.state = next;
    watch.final = isFinal(next);
    watch.listeners.forEach((listener) => listener());
  } catch {
    // Offline, or the share is gone: ask again later (a 404 stays a 404, and costs one request a while).
  } finally {
    watch.asking = false;
  }
  if (!watch.stopped && !watch.final) watch.timer = setTimeout(() => void poll(watch), SHARE_STATE_POLL_MS);
}

/** Shown again: whatever was due while the page was hidden is asked now. */
function onVisibility(): void {
  if (document.visibilityState !== 'visible') return;
  for (const watch of watches.values()) if (watch.timer === undefined) void poll(watch);
}

/** Starts (or joins) watching a share; `onChange` hears each new state. Returns the way to stop. */
export function watchFolderState(code: string, manageKey: string | undefined, onChange: () => void): () => void {
  const key = keyOf(code, manageKey);
  let watch = watches.get(key);
  if (!watch) {
    watch = {
      code,
      manageKey,
      state: undefined,
      listeners: new Set(),
      timer: undefined,
      controller: undefined,
      asking: false,
      final: false,
      stopped: false,
    };
    if (watches.size === 0) document.addEventListener('visibilitychange', onVisibility);
    watches.set(key, watch);
    void poll(watch);
  }
  const joined = watch;
  joined.listeners.add(onChange);
  return () => {
    joined.listeners.delete(onChange);
    if (joined.listeners.size > 0 || watches.get(key) !== joined) return;
    joined.stopped = true;
    clearTimeout(joined.timer);
    joined.controller?.abort();
    watches.delete(key);
    if (watches.size === 0) document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** The latest state heard of a watched share (undefined until its first answer). */
export function watchedFolderState(code: string, manageKey: string | undefined): FolderState | undefined {
  return watches.get(keyOf(code, manageKey))?.state;
}

/** Asks now how a watched share is doing, rather than at its next turn (its sender just ended it). */
export function askFolderStateNow(code: string): void {
  for (const watch of watches.values()) {
    if (watch.code !== code || watch.asking || watch.stopped || watch.final) continue;
    clearTimeout(watch.timer);
    void poll(watch);
  }
}
