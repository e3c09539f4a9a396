import { CronExpression } from '@nestjs/schedule';

const MIB = 1024 * 1024;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Most bytes one chunk request may carry, and so the most a client resends after an interruption. Large
 * enough that per-request overhead is lost in the transfer, small enough to resend in seconds on a phone.
 * The client sends uploads up to this size in one multipart request instead (see the client's
 * resumable-uploads API module); keep the two equal.
 */
export const CHUNK_BYTES = 8 * MIB;

/** An upload that received nothing for this long is abandoned: its bytes and record are removed. */
export const STALE_AFTER_MS = 24 * HOUR_MS;

/** When abandoned uploads are looked for: every ten minutes (a day-old upload can wait that long). */
export const SWEEP_SCHEDULE = CronExpression.EVERY_10_MINUTES;
