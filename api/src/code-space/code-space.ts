import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../common/clock.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import type { CodeHolder } from './code-claim.entity.js';
import { CodeClaimsRepository } from './code-claims.repository.js';
import { allocateCode, cryptoRandomIndex, type ClaimResult } from './codes.js';

/** Where codes are drawn from: crypto randomness, as a provider so tests can force collisions. */
@Injectable()
export class CodeDraws {
  index(max: number): number {
    return cryptoRandomIndex(max);
  }
}

/**
 * What a kind of holder does for codes it holds only until cleanup gets to them (a share that expired and still
 * has its row): such a code is free to anyone allocating, who asks its holder to give it back at once.
 */
export interface CodeReclaimer {
  /** Gives `code` back now (its row and claim deleted together) if its holder has ended; resolves whether it did. */
  reclaim(code: string): Promise<boolean>;
  /** Codes this kind of holder would give back so, as a snapshot. */
  reclaimableCodes(): Promise<ReadonlySet<string>>;
}

/**
 * The one space of codes that shares and file requests draw from, so a code names one thing whichever box it is
 * typed into. A holder's row and its claim (`code_claims`) are stored in one transaction, and deleted in one:
 * the claim's primary key is the only arbiter between allocators, whatever their kind.
 */
@Injectable()
export class CodeSpace {
  private readonly reclaimers = new Map<CodeHolder, CodeReclaimer>();

  constructor(
    private readonly claims: CodeClaimsRepository,
    private readonly clock: Clock,
    private readonly draws: CodeDraws,
  ) {}

  /** Lets allocations take codes this kind of holder keeps only until cleanup (see CodeReclaimer). */
  reclaimEndedOf(holder: CodeHolder, reclaimer: CodeReclaimer): void {
    this.reclaimers.set(holder, reclaimer);
  }

  /**
   * Draws a free code (allocateCode: random draws, then among the free ones) and, in one transaction, claims it
   * for `holder` and runs `create`, which inserts the holder's own row with `manager`. `create` must not open a
   * transaction or take the database lock of its own. Resolves null when no code is free.
   */
  allocate<T>(holder: CodeHolder, create: (code: string, manager: EntityManager) => Promise<T>): Promise<T | null> {
    return allocateCode({
      claim: (code) => this.claim(holder, code, create),
      heldCodes: () => this.unavailableCodes(),
      random: (max) => this.draws.index(max),
    });
  }

  /**
   * Gives `code` back when `holder` has it: within `manager`'s transaction, the one that deletes the holder's row,
   * or on its own without one.
   */
  release(code: string, holder: CodeHolder, manager?: EntityManager): Promise<void> {
    return manager ? this.claims.deleteIn(manager, code, holder) : this.claims.delete(code, holder);
  }

  /** What holds `code` now; null when it is free. */
  holderOf(code: string): Promise<CodeHolder | null> {
    return this.claims.findHolder(code);
  }

  /** Every code claimed now, by any holder. */
  heldCodes(): Promise<Set<string>> {
    return this.claims.findCodes();
  }

  /** How many codes are claimed now: what a guessed code can hit. */
  countHeld(): Promise<number> {
    return this.claims.count();
  }

  /**
   * One atomic attempt at a code. When its holder has ended and only waits for cleanup, the holder gives it
   * back and the code is tried once more.
   */
  private async claim<T>(
    holder: CodeHolder,
    code: string,
    create: (code: string, manager: EntityManager) => Promise<T>,
  ): Promise<ClaimResult<T>> {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const claim = { code, holder, claimedAt: this.clock.now() };
        return { claimed: true, value: await this.claims.insertWith(claim, (manager) => create(code, manager)) };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      const current = await this.claims.findHolder(code);
      const reclaimer = current && this.reclaimers.get(current);
      if (!reclaimer || !(await reclaimer.reclaim(code))) break;
    }
    return { claimed: false };
  }

  /** Codes no allocation can take: those claimed, but for those their holders would give back at once. */
  private async unavailableCodes(): Promise<ReadonlySet<string>> {
    const held = await this.heldCodes();
    for (const reclaimer of this.reclaimers.values())
      for (const code of await reclaimer.reclaimableCodes()) held.delete(code);
    return held;
  }
}
