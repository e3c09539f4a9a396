const MIB = 1024 * 1024;
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * The bytes per chunk request the server suggests (`chunkBytes`). A chunk may carry any number of bytes up
 * to the end of the upload: one cut off keeps what arrived, so its length bounds no loss. Requests this long
 * make each request's fixed cost in a browser negligible against the transfer, while each answer still
 * reports the offset the server holds, so a client soon stops keeping on the device what the server already
 * has.
 */
export const CHUNK_BYTES = 64 * MIB;

/**
 * How often abandoned uploads (nothing received for UPLOAD_ABANDONED_AFTER_MINUTES) are looked for. Their shares
 * end on time regardless (cleanup, every minute): this only forgets their records.
 */
export const STALE_SWEEP_INTERVAL_MS = 10 * MINUTE_MS;

/**
 * How often partial objects no upload points at are looked for: only a crash leaves them, between removing
 * an upload's record and its bytes, and listing every partial object is not free.
 */
export const ABANDONED_PARTIALS_SWEEP_INTERVAL_MS = HOUR_MS;
