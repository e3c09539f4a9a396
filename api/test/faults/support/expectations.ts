import { CUT_OFF, type Kind, type Outcome } from './recorded-requests.js';

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

/**
 * A share looked up in the last half second is answered from the instance's memory (FolderCache), so a
 * lookup or download just after PostgreSQL stops may still succeed; a 503 is required only after this. A lower
 * bound that a busy machine cannot break: an entry lives half a second from the read that made it, and no read
 * succeeds once PostgreSQL is gone, so every entry has lapsed by then.
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
  /**
   * Its start was asked for, once every request sent while it was gone had been answered (or given up on, which
   * is a violation): a request that waited on the missing dependency rather than being refused shows as
   * unanswered, instead of being served late once it is back.
   */
  startingAt: number;
  /** A whole round (upload, code and link lookups, download) succeeded on every instance: all is well again. */
  recoveredAt: number;
}

/** What is known of an outage while it goes on: its start not asked for yet is Infinity. */
export type OutageSoFar = Pick<Outage, 'dependency' | 'downAt' | 'startingAt'>;

function overlaps(outcome: Outcome, outage: Outage): boolean {
  return outcome.startedAt <= outage.recoveredAt && outcome.endedAt >= outage.stoppingAt;
}

/**
 * Sent while the dependency was surely gone (past any cache) and answered before its start was asked for: the
 * whole request ran while it was down. Judged by the order of events, not by how long anything took.
 */
function surelyDown(outcome: Outcome, outage: OutageSoFar): boolean {
  return outcome.startedAt >= outage.downAt + GRACE_MS[outage.dependency] && outcome.endedAt <= outage.startingAt;
}

function needs(kind: Kind, dependency: Dependency): boolean {
  return NEEDS[kind].includes(dependency);
}

function describe(outcome: Outcome): string {
  const took = outcome.endedAt - outcome.startedAt;
  return `${outcome.kind} on ${outcome.on} at ${new Date(outcome.startedAt).toISOString()}: ${outcome.status} in ${took} ms${outcome.problem ? ` (${outcome.problem})` : ''}`;
}

/**
 * A download whose 200 was already on its way when a dependency it streams from was stopped: the status cannot be
 * taken back, so cutting the connection is the only way to tell the client the file is incomplete.
 */
function cutByStop(outcome: Outcome, outages: readonly Outage[]): boolean {
  return (
    outcome.kind === 'download' &&
    outcome.status === 200 &&
    (outcome.problem?.startsWith(CUT_OFF) ?? false) &&
    outages.some(
      (outage) =>
        needs(outcome.kind, outage.dependency) &&
        outcome.startedAt <= outage.downAt &&
        outcome.endedAt >= outage.stoppingAt,
    )
  );
}

/** What is wrong with one request, or undefined when it answered as the phase it ran in requires. */
function violationOf(outcome: Outcome, outages: readonly Outage[]): string | undefined {
  const success = outcome.status === 200 || outcome.status === 201;
  if (cutByStop(outcome, outages)) return undefined;
  if (outcome.problem) return 'a wrong or missing answer';
  if (!ANSWERS.includes(outcome.status)) return `status ${outcome.status}`;
  const during = outages.filter((outage) => overlaps(outcome, outage));
  for (const outage of during) {
    if (!needs(outcome.kind, outage.dependency)) {
      if (!success) return `refused while only ${outage.dependency}, which it does not need, was away`;
    } else if (surelyDown(outcome, outage) && outcome.status !== 503) {
      return `not refused while ${outage.dependency} was down`;
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
export function answersWhileDown(
  outcomes: readonly Outcome[],
  outage: OutageSoFar,
): Record<string, Record<number, number>> {
  const tally: Record<string, Record<number, number>> = {};
  for (const outcome of outcomes) {
    if (!surelyDown(outcome, outage)) continue;
    const statuses = (tally[outcome.kind] ??= {});
    statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
  }
  return tally;
}
