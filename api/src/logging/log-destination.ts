import type { DestinationStream } from 'pino';
import { writeSync } from 'node:fs';

/**
 * A turn that logs more than this writes it out at once rather than holding it to the turn's end (about a
 * hundred access-log lines).
 */
const MAX_HELD_CHARS = 32 * 1024;
/** A full pipe (its reader is behind) is tried again after this pause, as a synchronous writer must. */
const FULL_PIPE_PAUSE_MS = 1;
const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Writes all of `text` to `fd`, waiting out a full pipe; anything else that goes wrong loses the text: stdout
 * closed, or its reader gone, leaves nowhere to say so, and a server must not stop for want of its logs.
 */
function writeAll(fd: number, text: string): void {
  let bytes = Buffer.from(text, 'utf8');
  while (bytes.length > 0) {
    try {
      bytes = bytes.subarray(writeSync(fd, bytes));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return;
      Atomics.wait(pause, 0, 0, FULL_PIPE_PAUSE_MS);
    }
  }
}

/**
 * Where every line of the process goes: stdout, gathered for the rest of the event loop's turn and written in
 * one system call at its end (setImmediate), so a busy server makes one write for the dozens of requests a turn
 * completes instead of one per line, while a quiet one writes each line within the turn that logged it.
 *
 * Nothing written is lost on the ways a process ends: an exit (`process.exit`, an uncaught exception) writes
 * what is held, and once shutdown begins (`writeThrough`, before Nest re-raises SIGTERM, which ends the process
 * with no `exit` event) every line is written as it comes.
 */
export class TurnBatchedDestination implements DestinationStream {
  private held = '';
  private flushScheduled = false;
  private throughWrites = false;

  /** `fd`: stdout, but for the specs. */
  constructor(private readonly fd = 1) {
    process.once('exit', () => this.flush());
  }

  write(line: string): void {
    this.held += line;
    if (this.throughWrites || this.held.length >= MAX_HELD_CHARS) return this.flush();
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      this.flush();
    });
  }

  /** Writes whatever is held, and from now on every line as it comes. */
  writeThrough(): void {
    this.throughWrites = true;
    this.flush();
  }

  private flush(): void {
    if (this.held === '') return;
    const text = this.held;
    this.held = '';
    writeAll(this.fd, text);
  }
}

let processDestination: TurnBatchedDestination | undefined;

/** The process's one log destination (every logger shares it, so lines keep their order). */
export function logDestination(): TurnBatchedDestination {
  return (processDestination ??= new TurnBatchedDestination());
}
