import { Injectable } from '@nestjs/common';

/**
 * The current time, as a provider: expiry and cleanup ask it instead of `new Date()`, so tests can move
 * time forward by hours without sleeping.
 */
export abstract class Clock {
  abstract now(): Date;
}

@Injectable()
export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}
