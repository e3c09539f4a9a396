import { answerDecryptedMedia } from './decrypted-media-worker';
import { DECRYPTED_MEDIA_PATH } from './decrypted-media';
import { sayIn } from '../../../lib/i18n/worker-words';
import arabic from '../../../../locales/ar.json';

describe('the service worker side of encrypted playback', () => {
  it("says a player that let its file go has closed, in the visitor's language", async () => {
    const request = new Request(new URL(`${DECRYPTED_MEDIA_PATH}never-handed/film.mp4`, location.origin));
    const english = await answerDecryptedMedia(request, sayIn('en'));
    expect(english.status).toBe(404);
    expect(english.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    await expect(english.text()).resolves.toBe('This player has closed; open the file again from the share.');
    const answer = await answerDecryptedMedia(request, sayIn('ar'));
    await expect(answer.text()).resolves.toBe(arabic['encryption.worker.mediaClosed']);
  });
});
