import { acceptPdfPreview, answerPdfPreview, isPdfPreview } from './pdf-preview-worker';
import { PDF_PREVIEW_MESSAGE, PDF_PREVIEW_PATH, PDF_PREVIEW_RELEASE_MESSAGE } from './pdf-preview';
import { sayIn } from '../i18n/worker-words';
import japanese from '../../../locales/ja.json';

const say = sayIn('en');

/** What an encrypted share's sender could send: HTML with a script, named .pdf, whose list of files says text/html. */
const HOSTILE = '<html><script>parent.hacked = true</script></html>';

function hand(id: string, file: Blob) {
  const port = { postMessage: jest.fn() };
  const taken = acceptPdfPreview({
    data: { type: PDF_PREVIEW_MESSAGE, id, file },
    ports: [port as unknown as MessagePort],
  });
  return { taken, port };
}

describe('the service worker side of PDF previews', () => {
  it('answers the file at a same-origin address, as a PDF in a sandbox whatever type it claims', () => {
    const { taken, port } = hand('a1', new Blob([HOSTILE], { type: 'text/html' }));
    expect(taken).toBe(true);
    expect(port.postMessage).toHaveBeenCalledWith('ready');
    const url = new URL(`${PDF_PREVIEW_PATH}a1/report%20%C3%A9.pdf`, location.origin);
    expect(isPdfPreview(url)).toBe(true);
    const answer = answerPdfPreview(url, say);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('application/pdf');
    expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(answer.headers.get('Content-Security-Policy')).toBe("sandbox; default-src 'none'; frame-ancestors 'self'");
    expect(answer.headers.get('Content-Disposition')).toBe(`inline; filename*=UTF-8''report%20%C3%A9.pdf`);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(answer.headers.get('Content-Length')).toBe(String(HOSTILE.length));
  });

  it('answers as often as the viewer asks, and 404 once the preview is released', () => {
    hand('b2', new Blob(['%PDF-1.4']));
    const url = new URL(`${PDF_PREVIEW_PATH}b2/a.pdf`, location.origin);
    expect(answerPdfPreview(url, say).status).toBe(200);
    expect(answerPdfPreview(url, say).status).toBe(200);
    expect(acceptPdfPreview({ data: { type: PDF_PREVIEW_RELEASE_MESSAGE, id: 'b2' }, ports: [] })).toBe(true);
    const gone = answerPdfPreview(url, say);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('Content-Security-Policy')).toContain('sandbox');
  });

  it("says a closed preview is gone in the visitor's language", async () => {
    const url = new URL(`${PDF_PREVIEW_PATH}never-handed/a.pdf`, location.origin);
    await expect(answerPdfPreview(url, say).text()).resolves.toBe(
      'This preview has closed; open it again from the share.',
    );
    await expect(answerPdfPreview(url, sayIn('ja')).text()).resolves.toBe(japanese['files.worker.previewClosed']);
  });

  it('leaves other messages and addresses alone', () => {
    expect(acceptPdfPreview({ data: { type: 'SKIP_WAITING' }, ports: [] })).toBe(false);
    expect(isPdfPreview(new URL('/s/0427', location.origin))).toBe(false);
    expect(isPdfPreview(new URL(`${PDF_PREVIEW_PATH}x/a.pdf`, 'https://elsewhere.example'))).toBe(false);
  });
});
