import { Clock } from '../../src/common/clock.js';

/** A clock tests move by hand: expiry and cleanup can be tested hours ahead without sleeping. */
export class ManualClock extends Clock {
  private current: number;

  constructor(start: Date = new Date()) {
    super();
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }

  set(instant: Date): void {
    this.current = instant.getTime();
  }
}
