import { Injectable, Logger } from '@nestjs/common';
import { CodeSpace } from '../../code-space/code-space.js';
import { Clock } from '../../common/clock.js';
import { RateLimitStorage } from '../../http/rate-limit/rate-limit-storage.js';
import { AppConfig } from '../../config/app-config.js';
import { Metrics } from '../../metrics/metrics.js';
import { UnknownFolderCodeException } from '../unknown-folder.exception.js';
import { GUESS_WINDOW_MS, guessBudget, guessWindow, proofLevel } from './guess-budget.js';

/** Storage keys of the budget's counters, one set per fixed window. */
const ADMITTED = 'code-lookups-admitted';
const SETTLED = 'code-lookups-settled';
const WARNED = 'code-guess-budget-warned';
/**
 * The count of codes in use behind the budget is read at most this often: a count query is not free.
 */
const HELD_CODES_REFRESH_MS = 5_000;

/** What a code lookup needs right now. */
export interface GuessingState {
  /** 0: nothing; 1 and up: a proof of work of that level. */
  level: number;
  /** Seconds until the current window ends and the count starts again. */
  secondsLeft: number;
}

/**
 * The service-wide budget of failed code lookups (docs/access-control.md). Every code lookup is counted
 * as a possible guess when it is admitted, and settled once it turns out not to be one (the code was
 * known, or the lookup was refused), so lookups still running count against the budget too: a burst of
 * simultaneous guesses from many addresses cannot overshoot it. The counters live in the rate-limit
 * storage, so instances that share the storage share the budget.
 */
@Injectable()
export class CodeGuessBudget {
  private readonly logger = new Logger(CodeGuessBudget.name);
  private heldCodes: { count: number; readAt: number } | undefined;

  constructor(
    private readonly storage: RateLimitStorage,
    private readonly codes: CodeSpace,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly metrics: Metrics,
  ) {
    metrics.onScrape(() => this.recordState());
  }

  /** Counts a code lookup about to run, and says what it needs given the guesses before it. */
  async admit(): Promise<GuessingState> {
    const window = guessWindow(this.clock.now().getTime());
    const admitted = await this.storage.count(`${ADMITTED}:${window.index}`, GUESS_WINDOW_MS);
    const settled = await this.storage.peekCount(`${SETTLED}:${window.index}`);
    // Unknown codes so far this window, plus lookups still running; not this one.
    const open = admitted - 1 - settled;
    // The common case, no guess open, needs no count of codes in use.
    if (open <= 0) return { level: 0, secondsLeft: window.secondsLeft };
    const budget = await this.budget();
    const level = proofLevel(open, budget);
    if (level > 0) await this.warnOnce(window.index, open, budget);
    return { level, secondsLeft: window.secondsLeft };
  }

  /** An admitted lookup that was not a wrong guess (known code, expired share, refused, failed). */
  async settle(): Promise<void> {
    const window = guessWindow(this.clock.now().getTime());
    await this.storage.count(`${SETTLED}:${window.index}`, GUESS_WINDOW_MS);
  }

  /** Runs an admitted code lookup, settling it unless its code turned out to be unknown. */
  async track<T>(lookup: Promise<T>): Promise<T> {
    try {
      const found = await lookup;
      await this.settle();
      return found;
    } catch (error) {
      if (!(error instanceof UnknownFolderCodeException)) await this.settle();
      throw error;
    }
  }

  /** The budget as every instance sees it now, for the metrics: guesses open this window, and the level they call for. */
  private async recordState(): Promise<void> {
    const window = guessWindow(this.clock.now().getTime());
    const admitted = await this.storage.peekCount(`${ADMITTED}:${window.index}`);
    const open = Math.max(0, admitted - (await this.storage.peekCount(`${SETTLED}:${window.index}`)));
    this.metrics.codeGuessesOpen.set(open);
    this.metrics.codeGuessLevel.set(open > 0 ? proofLevel(open, await this.budget()) : 0);
  }

  private async warnOnce(windowIndex: number, open: number, budget: number): Promise<void> {
    if ((await this.storage.count(`${WARNED}:${windowIndex}`, GUESS_WINDOW_MS)) !== 1) return;
    this.logger.warn(
      `The code-guessing budget is spent: ${open} failed code lookups this window (budget ${budget}); ` +
        'code lookups now need a proof of work',
    );
  }

  private async budget(): Promise<number> {
    const now = Date.now();
    if (!this.heldCodes || now - this.heldCodes.readAt > HELD_CODES_REFRESH_MS) {
      // Every code in use, whatever holds it (a share, a file request): a request is guessed no more easily.
      this.heldCodes = { count: await this.codes.countHeld(), readAt: now };
    }
    return guessBudget(this.config.codeGuessing.exposure, this.heldCodes.count);
  }
}
