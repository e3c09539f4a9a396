import { FakeShareApi } from './fake-share-api';
import { freshDatabase } from './fresh-database';

/** What a send page says when a share is pressed offline (QueuedShareAlert's words). */
export const QUEUED_OFFLINE_MESSAGE =
  'You are offline, so your files are queued on this device. They upload by themselves when the connection returns, even if you close this page.';

/** A send page's spec surroundings: the fake share API it talks to, and the browser's online flag. */
export interface SendPageSetup {
  api: FakeShareApi;
  /** Online unless a test says otherwise (`online.mockReturnValue(false)`). */
  online: jest.SpyInstance<boolean, []>;
}

/**
 * Registers, for the enclosing `describe`, a fresh database and fake share API before each test, with the browser
 * online, and puts them back after it. The returned object's fields are the current test's.
 */
export function useSendPageSetup(): SendPageSetup {
  const setup = {} as SendPageSetup;
  beforeEach(async () => {
    await freshDatabase();
    setup.api = new FakeShareApi().install();
    setup.online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  });
  afterEach(() => {
    setup.api.uninstall();
    setup.online.mockRestore();
  });
  return setup;
}
