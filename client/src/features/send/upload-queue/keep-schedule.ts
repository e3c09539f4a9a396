/**
 * When a held upload's bytes are kept on the device (keep-bytes.ts): a while after its first bytes went out, or
 * at once when the agent asks. Each upload's keeping starts once; a share sent directly only is never kept.
 */
import type { HeldUploads } from './held-uploads';
import { keepUploadBytes, type KeepOutcome } from './keep-bytes';

/**
 * Keeping a share's bytes on the device starts this long after its first bytes went out: a share made by
 * then never needed them kept, and keeping competes with sending for the device's disk and CPU.
 */
export const KEEP_AFTER_MS = 2_000;

export class KeepSchedule {
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(private readonly held: HeldUploads) {}

  /**
   * Starts keeping a held upload's bytes on the device, once; resolves how that ended. A device with no room
   * left still sends the share while this page is open (the rejection says so to whoever awaits it).
   */
  now(id: string): Promise<KeepOutcome> {
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
    const held = this.held.get(id);
    if (!held) return Promise.resolve('gone');
    // Nothing of a share sent directly only goes to the server, so nothing needs keeping for it.
    if (held.upload.directOnly) return Promise.resolve('sent');
    held.keeping ??= keepUploadBytes(held.upload, held.bytes, {
      signal: held.signal,
      acknowledged: () => held.acknowledged,
    });
    return held.keeping;
  }

  /** Keeps a held upload's bytes KEEP_AFTER_MS from now, unless that is planned already (or done, or it ended). */
  soon(id: string): void {
    const held = this.held.get(id);
    if (!held || held.keeping || this.timers.has(id)) return;
    this.timers.set(
      id,
      setTimeout(() => {
        this.timers.delete(id);
        void this.now(id).catch(() => undefined);
      }, KEEP_AFTER_MS),
    );
  }
}
