import { ApiException } from '../errors/api-exception.js';

/**
 * The 503 of a request that needs Redis (rate limits, the guessing budget, upload locks) while Redis does
 * not answer. Not logged per request: RedisConnection logs the outage once.
 */
export class RedisUnavailableException extends ApiException {
  constructor() {
    super(
      'redis_unavailable',
      'The server cannot reach its shared state store (Redis) right now. Please try again in a moment.',
    );
  }
}
