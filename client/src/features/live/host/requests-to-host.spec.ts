import { installStructuredClone } from '../../../test/install-structured-clone';
import {
  closeRequestsDatabase,
  REQUESTS_DATABASE_NAME,
  saveRequest,
  type StoredRequest,
} from '../../../lib/platform/requests-database';
import { requestsToHost } from './requests-to-host';

installStructuredClone();

const NOW = Date.parse('2030-01-01T12:00:00Z');

function stored(code: string, closesAt: string): StoredRequest {
  return {
    code,
    link: `${code}-abcdefghijklmnopqrstuv`,
    requestUrl: `http://localhost/r/${code}-abcdefghijklmnopqrstuv`,
    requesterKey: `requesterKey${code}567890`,
    requestId: 'AAAAAAAAAAAAAAAAAAAAAA',
    keyPair: {} as CryptoKeyPair,
    cardBytes: new Uint8Array([1, 2, 3]),
    requestKey: new Uint8Array(32).fill(Number(code.slice(-1))),
    message: 'The photos',
    from: 'Ana',
    closesAt,
    createdAt: NOW - 1_000,
  };
}

describe("the file requests this device's pages host for the code exchange", () => {
  beforeEach(async () => {
    await closeRequestsDatabase();
    await new Promise<void>((resolve) => {
      indexedDB.deleteDatabase(REQUESTS_DATABASE_NAME).onsuccess = () => resolve();
    });
  });

  it('are the requests made here that are still open, in code order, with their requester keys and keys', async () => {
    await saveRequest(stored('7002', '2030-01-02T00:00:00Z'));
    await saveRequest(stored('1001', '2030-01-01T13:00:00Z'));
    await saveRequest(stored('5005', '2030-01-01T11:00:00Z'));
    expect(await requestsToHost(NOW)).toEqual([
      { code: '1001', requesterKey: 'requesterKey1001567890', requestKey: new Uint8Array(32).fill(1) },
      { code: '7002', requesterKey: 'requesterKey7002567890', requestKey: new Uint8Array(32).fill(2) },
    ]);
  });
});
