import { answerDecryptedDownload } from './download-worker';
import { DECRYPTED_DOWNLOAD_PATH } from './decrypted-download';
import { sayIn } from '../../../lib/i18n/worker-words';
import german from '../../../../locales/de.json';

describe('the service worker side of decrypted downloads', () => {
  it("says an unknown or used download has expired, in the visitor's language", async () => {
    const url = new URL(`${DECRYPTED_DOWNLOAD_PATH}never-handed`, location.origin);
    const english = await answerDecryptedDownload(url, sayIn('en'));
    expect(english.status).toBe(404);
    await expect(english.text()).resolves.toBe('This download has expired; start it again from the share page.');
    const answer = await answerDecryptedDownload(url, sayIn('de'));
    await expect(answer.text()).resolves.toBe(german['encryption.worker.downloadExpired']);
  });
});
