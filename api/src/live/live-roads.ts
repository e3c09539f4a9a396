/**
 * What a sender's page hosts a share for: answering the code exchange (an end-to-end encrypted share whose key
 * the page holds) and sending the files directly (a share whose files the page holds).
 */
export const LIVE_ROADS = ['code-exchange', 'direct'] as const;
export type LiveRoad = (typeof LIVE_ROADS)[number];

/** The most shares one page's poll may name: a device's recent shares, with room to spare. */
export const MAX_HOSTED_SHARES = 50;

/** The most file requests one page's poll may host: a device's open requests, with room to spare. */
export const MAX_HOSTED_REQUESTS = 50;

/** The most shares one page's poll may watch: the shares a recipient's page shows at once, with room to spare. */
export const MAX_WATCHED_SHARES = 20;

/** The most shares whose state one page's poll may follow: a device's recent shares, with room to spare. */
export const MAX_MANAGED_SHARES = 50;

/**
 * The longest a poll may keep changes back (LivePollDto.quietMs): a page asks for a breather of a few seconds
 * after drawing a change; beyond a poll's own wait (25 s) the request would merely hold nothing back for longer.
 */
export const MAX_QUIET_MS = 25_000;
