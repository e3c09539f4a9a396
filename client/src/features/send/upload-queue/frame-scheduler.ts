/**
 * Upload progress arrives with every XMLHttpRequest progress event, and from other pages over the channel:
 * rendering each one would re-render the page more often than it is painted. A frame scheduler runs its
 * work at most once per animation frame however often it is asked (every 16 ms where there are no frames);
 * the work then reads whatever arrived last.
 */
export interface FrameScheduler {
  /** Runs the work at the next frame, unless that is already planned. */
  request(): void;
  /** Drops a planned run. */
  cancel(): void;
}

export function frameScheduler(work: () => void): FrameScheduler {
  let cancelPlanned: (() => void) | undefined;
  const run = () => {
    cancelPlanned = undefined;
    work();
  };
  return {
    request() {
      if (cancelPlanned) return;
      if (typeof requestAnimationFrame === 'function') {
        const frame = requestAnimationFrame(run);
        cancelPlanned = () => cancelAnimationFrame(frame);
      } else {
        const timer = setTimeout(run, 16);
        cancelPlanned = () => clearTimeout(timer);
      }
    },
    cancel() {
      cancelPlanned?.();
      cancelPlanned = undefined;
    },
  };
}
