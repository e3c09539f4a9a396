import type { Logger } from '@nestjs/common';
import type { Metrics } from '../metrics/metrics.js';
import { StorageUnavailableError } from './storage.service.js';

/** The parts of an AWS SDK error (or a network error under it) worth reading. */
interface FailureDetails {
  name?: string;
  code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

/** "NoSuchBucket: The specified bucket does not exist", "ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:9000". */
export function describeFailure(error: unknown): string {
  const { name, code, message } = error as FailureDetails;
  const label = code ?? (name && name !== 'Error' ? name : undefined);
  const parts = [label, message].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(': ') : String(error);
}

/**
 * Whether the store answered that an object does not exist. Only meaningful for requests about one object:
 * a 404 for the bucket itself (NoSuchBucket) is an outage, not a missing file.
 */
export function isMissingObject(error: unknown): boolean {
  const { name, $metadata } = error as FailureDetails;
  if (name === 'NoSuchKey') return true;
  return $metadata?.httpStatusCode === 404 && name !== 'NoSuchBucket';
}

/**
 * Turns the store's failures into StorageUnavailableError (a 503 for the request at hand) and tells the log
 * once when the store stops answering and once when it answers again, rather than once per request. Every
 * failed request counts in metrics (storage errors of kind `unavailable`).
 */
export class StorageOutage {
  private down = false;

  constructor(
    private readonly logger: Logger,
    private readonly where: string,
    private readonly metrics: Metrics,
  ) {}

  /** Runs one request to the store. A missing object is passed on as it is; the caller decides what it means. */
  async call<T>(request: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await request();
    } catch (error) {
      if (isMissingObject(error)) {
        this.answered();
        throw error;
      }
      throw this.failed(error);
    }
    this.answered();
    return result;
  }

  answered(): void {
    if (!this.down) return;
    this.down = false;
    this.logger.log(`File storage (${this.where}) answers again`);
  }

  failed(error: unknown): StorageUnavailableError {
    this.metrics.storageErrors.inc({ kind: 'unavailable' });
    if (!this.down) {
      this.down = true;
      this.logger.error(
        `File storage (${this.where}) failed: ${describeFailure(error)}. Requests that need it answer 503 until it is back.`,
      );
    }
    return new StorageUnavailableError(error);
  }
}
