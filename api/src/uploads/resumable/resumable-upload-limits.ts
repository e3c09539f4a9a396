import { CronExpression } from '@nestjs/schedule';

const MIB = 1024 * 1024;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The bytes per chunk request the server suggests (`chunkBytes`). A chunk may carry any number of bytes up
 * to the end of the upload: one cut off keeps what arrived, so its length bounds no loss. Requests this long
 * make each request's fixed cost in a browser negligible against the transfer, while each answer still
 * reports the offset the server holds, so a client soon stops keeping on the device what the server already
 * has.
 */
export const CHUNK_BYTES = 64 * MIB;

/** An upload that received nothing for this long is abandoned: its bytes and record are removed. */
export const STALE_AFTER_MS = 24 * HOUR_MS;

/** When abandoned uploads are looked for: every ten minutes (a day-old upload can wait that long). */
export const SWEEP_SCHEDULE = CronExpression.EVERY_10_MINUTES;
