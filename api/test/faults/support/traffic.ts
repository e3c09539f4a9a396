import { randomInt } from 'node:crypto';
import type { Instance, RecordedRequests, SentShare } from './recorded-requests.js';

/** Concurrent clients per instance: uploaders send shares, readers look them up and download them. */
const UPLOADERS_PER_INSTANCE = 2;
const READERS_PER_INSTANCE = 2;
/**
 * Pauses between a client's requests: a steady stream several requests a second per client, which a refusing
 * instance (answering in a few milliseconds) does not turn into a flood.
 */
const UPLOADER_PAUSE_MS = 150;
const READER_PAUSE_MS = 50;
/** A bound on the run's size whatever the machine's pace: beyond it uploaders stop (and the test says so). */
const MAX_UPLOADS = 2_000;
/** How often a recovery round is tried while waiting for a dependency to be back. */
const RECOVERY_POLL_MS = 200;
/** Concurrent requests of the final check of every share. */
const CHECK_CONCURRENCY = 8;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function pick<T>(items: readonly T[]): T | undefined {
  return items.length === 0 ? undefined : items[randomInt(items.length)];
}

/**
 * A steady stream of uploads (multipart), link and code lookups, and downloads by link from several
 * concurrent clients against every instance, until stopped. Readers ask for shares uploaded on any instance.
 */
export class Traffic {
  private running = true;
  private readonly loops: Array<Promise<void>> = [];

  constructor(
    private readonly requests: RecordedRequests,
    instances: readonly Instance[],
  ) {
    for (const on of instances) {
      for (let n = 0; n < UPLOADERS_PER_INSTANCE; n++) this.loops.push(this.uploader(on));
      for (let n = 0; n < READERS_PER_INSTANCE; n++) this.loops.push(this.reader(on));
    }
  }

  /** Stops every client once its request in flight is answered. */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  private async uploader(on: Instance): Promise<void> {
    while (this.running && this.requests.uploadsSent() < MAX_UPLOADS) {
      await this.requests.upload(on);
      await sleep(UPLOADER_PAUSE_MS);
    }
  }

  private async reader(on: Instance): Promise<void> {
    for (let turn = 0; this.running; turn++) {
      const share = pick(this.requests.shares);
      if (share) {
        if (turn % 3 === 0) await this.requests.lookUpCode(on, share);
        else await this.requests.lookUpLink(on, share);
      }
      const known = pick(this.requests.sharesWithUrls());
      if (known) await this.requests.download(on, known, pick(known.files)!);
      await sleep(READER_PAUSE_MS);
    }
  }
}

/** One whole round on one instance: an upload, then its code and link lookups and every file's download. */
async function roundSucceeds(requests: RecordedRequests, on: Instance): Promise<boolean> {
  const share = await requests.upload(on);
  if (!share || !(await requests.lookUpCode(on, share)) || !(await requests.lookUpLink(on, share))) return false;
  for (const file of share.files) if (!(await requests.download(on, share, file))) return false;
  return true;
}

/**
 * Tries rounds on each instance until one succeeds there; resolves when it succeeded on every instance. Gives up
 * after `withinMs`, a guard against a hang rather than a claim about speed, naming the instances that never got
 * there.
 */
export async function untilRoundsSucceed(
  requests: RecordedRequests,
  instances: readonly Instance[],
  withinMs: number,
): Promise<void> {
  const deadline = Date.now() + withinMs;
  const recovered = await Promise.all(
    instances.map(async (on) => {
      while (Date.now() <= deadline) {
        if (await roundSucceeds(requests, on)) return true;
        await sleep(RECOVERY_POLL_MS);
      }
      return false;
    }),
  );
  const stuck = instances.filter((_, index) => !recovered[index]).map((on) => on.name);
  if (stuck.length > 0) {
    throw new Error(
      `No whole round succeeded on ${stuck.join(', ')}: still failing after ${withinMs} ms (a hang guard)`,
    );
  }
}

/**
 * Looks every share up by link on an instance other than the one that took it, and downloads each of its
 * files there: resolves the shares that did not come back whole (the requests are recorded as well).
 */
export async function sharesNotWholeElsewhere(
  requests: RecordedRequests,
  shares: readonly SentShare[],
  instances: readonly Instance[],
): Promise<string[]> {
  const failed: string[] = [];
  let next = 0;
  const checker = async () => {
    while (next < shares.length) {
      const share = shares[next++];
      const other = instances.find((on) => on.name !== share.on)!;
      let whole = await requests.lookUpLink(other, share);
      for (const file of share.files) whole = whole && (await requests.download(other, share, file));
      if (!whole) failed.push(share.code);
    }
  };
  await Promise.all(Array.from({ length: CHECK_CONCURRENCY }, checker));
  return failed;
}
