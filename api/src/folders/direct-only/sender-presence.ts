/**
 * Whether the page of a share's sender is there now, serving it: direct transfer's relay knows, from that page's
 * polls for offers (direct/direct-relay.ts). DirectRelayModule provides it to every module, so this module asks
 * without importing direct transfer, which imports this module for the shares it serves.
 */
export abstract class SenderPresence {
  abstract isSenderPresent(folderId: number): Promise<boolean>;
}
