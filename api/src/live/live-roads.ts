/**
 * What a sender's page hosts a share for: answering the code exchange (an end-to-end encrypted share whose key
 * the page holds) and sending the files directly (a share whose files the page holds).
 */
export const LIVE_ROADS = ['code-exchange', 'direct'] as const;
export type LiveRoad = (typeof LIVE_ROADS)[number];

/** The most shares one page's poll may name: a device's recent shares, with room to spare. */
export const MAX_HOSTED_SHARES = 50;

/** The most shares one page's poll may watch: the shares a recipient's page shows at once, with room to spare. */
export const MAX_WATCHED_SHARES = 20;

/** The most shares whose state one page's poll may follow: a device's recent shares, with room to spare. */
export const MAX_MANAGED_SHARES = 50;
