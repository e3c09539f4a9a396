import { Injectable } from '@nestjs/common';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Every metric's name starts with this, so a shared Prometheus tells Sharecode's series apart. */
const PREFIX = 'sharecode_';

/** Seconds: from a cached lookup to a large download's first bytes. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** Refreshes a value read from elsewhere (a count query, a queue) just before a scrape. */
type Collector = () => Promise<void>;

/**
 * The service's Prometheus metrics, one registry per app (tests run several apps in one process). Each
 * module records into the instruments it owns the meaning of; values that live elsewhere (live shares,
 * queue depth) are read at scrape time by collectors the owning module registers. docs/operations.md says
 * what to alert on.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();

  /** Answered requests by route pattern (never the URL: it may carry a link key) and status. */
  readonly httpRequests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time from a request to its answer being sent, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly uploadedBytes = new Counter({
    name: `${PREFIX}uploaded_bytes_total`,
    help: 'File bytes received and stored, by every upload route',
    registers: [this.registry],
  });

  readonly downloadedBytes = new Counter({
    name: `${PREFIX}downloaded_bytes_total`,
    help: 'File bytes sent: downloads, previews and ZIP entries',
    registers: [this.registry],
  });

  readonly uploadsInProgress = new Gauge({
    name: `${PREFIX}uploads_in_progress`,
    help: 'Upload requests this instance is receiving right now',
    registers: [this.registry],
  });

  readonly liveShares = new Gauge({
    name: `${PREFIX}live_shares`,
    help: 'Shares that can be opened (not expired, ended or removed)',
    registers: [this.registry],
  });

  readonly fileRequestsCreated = new Counter({
    name: `${PREFIX}file_requests_created_total`,
    help: 'File requests made',
    registers: [this.registry],
  });

  readonly openFileRequests = new Gauge({
    name: `${PREFIX}file_requests_open`,
    help: 'File requests taking answers (not closed, ended or removed)',
    registers: [this.registry],
  });

  readonly fileRequestAnswers = new Counter({
    name: `${PREFIX}file_request_answers_total`,
    help: 'Answers to file requests, by outcome (arrived, stopped, refused)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly fileRequestAnswerBytes = new Counter({
    name: `${PREFIX}file_request_answer_bytes_total`,
    help: 'Bytes of answers to file requests that arrived',
    registers: [this.registry],
  });

  readonly queueJobs = new Gauge({
    name: `${PREFIX}queue_jobs`,
    help: 'Jobs in the queue by state (waiting, active, delayed, failed)',
    labelNames: ['queue', 'state'] as const,
    registers: [this.registry],
  });

  readonly jobs = new Counter({
    name: `${PREFIX}jobs_total`,
    help: 'Job runs by outcome: completed, retried (failed, will run again) or failed (out of attempts)',
    labelNames: ['queue', 'job', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly storageErrors = new Counter({
    name: `${PREFIX}storage_errors_total`,
    help: 'File storage failures by kind: unavailable (cannot be reached) or full (out of space)',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  readonly redisErrors = new Counter({
    name: `${PREFIX}redis_errors_total`,
    help: 'Redis commands that failed (Redis unreachable or too slow)',
    registers: [this.registry],
  });

  readonly rateLimitFallback = new Gauge({
    name: `${PREFIX}rate_limit_local_fallback`,
    help: '1 while per-client rate limits are counted in this process because Redis cannot be reached',
    registers: [this.registry],
  });

  readonly codeGuessLevel = new Gauge({
    name: `${PREFIX}code_guess_proof_level`,
    help: 'Proof-of-work level code lookups need now (0: the guessing budget is not spent)',
    registers: [this.registry],
  });

  readonly codeGuessesOpen = new Gauge({
    name: `${PREFIX}code_guesses_open`,
    help: 'Failed (or still running) code lookups in the current guessing window, all clients together',
    registers: [this.registry],
  });

  readonly shareCacheEntries = new Gauge({
    name: `${PREFIX}share_cache_entries`,
    help: 'Shares this instance holds in memory for lookups (an entry per code and per link looked up lately)',
    registers: [this.registry],
  });

  readonly shareCacheFiles = new Gauge({
    name: `${PREFIX}share_cache_files`,
    help: 'Files listed by the shares this instance holds in memory for lookups',
    registers: [this.registry],
  });

  readonly directSessions = new Counter({
    name: `${PREFIX}direct_sessions_total`,
    help: "Direct transfer offers by outcome: answered by the sender's page, sender-away, or refused",
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly turnCredentials = new Counter({
    name: `${PREFIX}turn_credentials_total`,
    help: 'TURN credentials handed to the pages of a share for direct transfer',
    registers: [this.registry],
  });

  readonly directBytes = new Counter({
    name: `${PREFIX}direct_bytes_total`,
    help: "File bytes recipients received straight from the sender's device (or its TURN relay), not from us",
    registers: [this.registry],
  });

  private readonly collectors: Collector[] = [];

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: PREFIX });
  }

  /** Registers a refresh run before each scrape; a failing one leaves its metric at its last value. */
  onScrape(collector: Collector): void {
    this.collectors.push(collector);
  }

  /** The exposition text a Prometheus scrape reads. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    await Promise.allSettled(this.collectors.map((collect) => collect()));
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
