/** Who polls: the session's account (it may host and follow the shares it owns) and the caller's rate-limit key. */
export interface Poller {
  ownerId: number | undefined;
  client: string;
}
