import type { Kind, Outcome } from './recorded-requests.js';

export type Dependency = 'Redis' | 'PostgreSQL' | 'S3';

/**
 * What each kind of request cannot do without. Redis is not listed for uploads, link lookups and downloads:
 * without it, per-client limits fall back to each instance's memory; the guessing budget that code lookups
 * need must be counted for the whole service, so those wait for Redis.
 */
const NEEDS: Record<Kind, readonly Dependency[]> = {
  upload: ['PostgreSQL', 'S3'],
  'code lookup': ['PostgreSQL', 'Redis'],
  'link lookup': ['PostgreSQL'],
  download: ['PostgreSQL', 'S3'],
};

/** An outage keeps no one waiting: a request that needs the missing dependency is answered 503 within this. */
const DOWN_ANSWER_MS = 1_000;
/**
 * Any request, in any phase. The longest the API itself waits on a dependency is PostgreSQL's connection
 * timeout (2 s); these dependencies refuse connections at once when down, so a healthy request takes a small
 * fraction of it. A second on top of it absorbs a busy machine: past that, something waited on nothing (a
 * hang).
 */
const MAX_REQUEST_MS = 3_000;
/**
 * A share looked up in the last half second is answered from the instance's memory (FolderCache), so a
 * lookup or download just after PostgreSQL stops may still succeed; a 503 is required only after this.
 */
const POSTGRES_CACHE_GRACE_MS = 600;
const GRACE_MS: Record<Dependency, number> = { Redis: 0, PostgreSQL: POSTGRES_CACHE_GRACE_MS, S3: 0 };
const ANSWERS = [200, 201, 503];

/** One dependency's outage, as the test drove it (Date.now() values). */
export interface Outage {
  dependency: Dependency;
  /** The stop was asked for: requests may fail from here. */
  stoppingAt: number;
  /** It was gone (refusing connections). */
  downAt: number;
  /** Its start was asked for. */
  startingAt: number;
  /** A whole round (upload, code and link lookups, download) succeeded on every instance: all is well again. */
  recoveredAt: number;
}

function overlaps(outcome: Outcome, outage: Outage): boolean {
  return outcome.startedAt <= outage.recoveredAt && outcome.endedAt >= outage.stoppingAt;
}

/** Sent while the dependency was surely gone (past any cache) and long enough before its start to be answered. */
function surelyDown(outcome: Outcome, outage: Outage): boolean {
  return (
    outcome.startedAt >= outage.downAt + GRACE_MS[outage.dependency] &&
    outcome.startedAt <= outage.startingAt - DOWN_ANSWER_MS
  );
}

function needs(kind: Kind, dependency: Dependency): boolean {
  return NEEDS[kind].includes(dependency);
}

function describe(outcome: Outcome): string {
  const took = outcome.endedAt - outcome.startedAt;
  return `${outcome.kind} on ${outcome.on} at ${new Date(outcome.startedAt).toISOString()}: ${outcome.status} in ${took} ms${outcome.problem ? ` (${outcome.problem})` : ''}`;
}

/** What is wrong with one request, or undefined when it answered as the phase it ran in requires. */
function violationOf(outcome: Outcome, outages: readonly Outage[]): string | undefined {
  const took = outcome.endedAt - outcome.startedAt;
  const success = outcome.status === 200 || outcome.status === 201;
  if (outcome.problem) return 'a wrong or missing answer';
  if (!ANSWERS.includes(outcome.status)) return `status ${outcome.status}`;
  if (took > MAX_REQUEST_MS) return `slower than ${MAX_REQUEST_MS} ms`;
  const during = outages.filter((outage) => overlaps(outcome, outage));
  for (const outage of during) {
    if (!needs(outcome.kind, outage.dependency)) {
      if (!success) return `refused while only ${outage.dependency}, which it does not need, was away`;
    } else if (surelyDown(outcome, outage)) {
      if (outcome.status !== 503) return `not refused while ${outage.dependency} was down`;
      if (took > DOWN_ANSWER_MS) return `refused, but slower than ${DOWN_ANSWER_MS} ms`;
    }
  }
  if (during.length === 0 && !success) return 'refused while every dependency was up';
  return undefined;
}

/** Every request that answered otherwise than its phase requires, described for a failure's message. */
export function violations(outcomes: readonly Outcome[], outages: readonly Outage[]): string[] {
  return outcomes.flatMap((outcome) => {
    const violation = violationOf(outcome, outages);
    return violation ? [`${violation}: ${describe(outcome)}`] : [];
  });
}

/**
 * How each kind of request answered while the dependency was surely down, e.g. `{ upload: { 503: 12 } }`:
 * the test checks every kind was asked then, or it proved nothing about that outage.
 */
export function answersWhileDown(outcomes: readonly Outcome[], outage: Outage): Record<string, Record<number, number>> {
  const tally: Record<string, Record<number, number>> = {};
  for (const outcome of outcomes) {
    if (!surelyDown(outcome, outage)) continue;
    const statuses = (tally[outcome.kind] ??= {});
    statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
  }
  return tally;
}
