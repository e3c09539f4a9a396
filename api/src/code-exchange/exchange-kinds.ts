/**
 * What a code exchange hands over: an end-to-end encrypted share's key (from its sender's page) or a file
 * request's key K (from its requester's page, to an uploader). The relay keeps the two apart (a relay each), and
 * the live poll says which one a message is for.
 */
export const EXCHANGE_KINDS = ['share', 'request'] as const;
export type ExchangeKind = (typeof EXCHANGE_KINDS)[number];
