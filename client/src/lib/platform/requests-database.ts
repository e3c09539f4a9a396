/**
 * The requests made on this device, with what only this device holds: the key pair answers are wrapped to (its
 * private key made non-extractable, so no script, ours included, can read it out of the browser), the card as it
 * was sealed (answers are bound to its hash) and the request key K (to hand the link again). Kept in a database of
 * its own, apart from the upload queue's: the service worker never needs it.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export const REQUESTS_DATABASE_NAME = 'sharecode-file-requests';
const DATABASE_VERSION = 1;
const STORE = 'requests';

export interface StoredRequest {
  /** The request's 4-digit code: the record's key. */
  code: string;
  /** `{code}-{linkKey}`, as the server names the request to uploaders. */
  link: string;
  /** The address uploaders open, without K. */
  requestUrl: string;
  /** The requester's credential for the request's state and its answers. */
  requesterKey: string;
  /** The card's request id (base64url), which every answer's wrapped key names. */
  requestId: string;
  keyPair: CryptoKeyPair;
  /** The sealed card, as this device made it: an answer is bound to its hash. */
  cardBytes: Uint8Array;
  /** The request key K, which the link carries after `#`. */
  requestKey: Uint8Array;
  message: string;
  from: string;
  closesAt: string;
  /** Epoch milliseconds. */
  createdAt: number;
}

interface RequestsSchema extends DBSchema {
  requests: { key: string; value: StoredRequest };
}

let opening: Promise<IDBPDatabase<RequestsSchema>> | undefined;

function database(): Promise<IDBPDatabase<RequestsSchema>> {
  opening ??= openDB<RequestsSchema>(REQUESTS_DATABASE_NAME, DATABASE_VERSION, {
    upgrade(db) {
      db.createObjectStore(STORE, { keyPath: 'code' });
    },
    // Another tab upgraded the schema: let it, and open again next time.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      opening = undefined;
    },
  });
  opening.catch(() => (opening = undefined));
  return opening;
}

export async function saveRequest(request: StoredRequest): Promise<void> {
  await (await database()).put(STORE, request);
}

/** This device's requests, newest first. */
export async function listRequests(): Promise<StoredRequest[]> {
  const all = await (await database()).getAll(STORE);
  return all.sort((a, b) => b.createdAt - a.createdAt);
}

export async function getRequest(code: string): Promise<StoredRequest | undefined> {
  return (await database()).get(STORE, code);
}

/** Forgets a request on this device: its answers can no longer be opened here. */
export async function removeRequest(code: string): Promise<void> {
  await (await database()).delete(STORE, code);
}

/** Drops the cached connection (specs delete the database between cases). */
export async function closeRequestsDatabase(): Promise<void> {
  const current = opening;
  opening = undefined;
  if (current) (await current.catch(() => undefined))?.close();
}
