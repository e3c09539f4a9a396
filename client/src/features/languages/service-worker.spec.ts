import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DocumentMessages, shellInLanguage, visitorLanguage } from './service-worker';
import arabic from '../../../locales/ar.json';
import japanese from '../../../locales/ja.json';

const INDEX_HTML = readFileSync(join(__dirname, '../../../index.html'), 'utf8');
const CSP = "default-src 'self'";
/** The document messages (src/app/document-messages.ts) as the worker says them: by id. */
const documentMessages: DocumentMessages = {
  title: { id: 'document.title' },
  description: { id: 'document.description' },
  loading: { id: 'document.loading' },
  noScript: { id: 'document.noScript' },
};

function shell(html = INDEX_HTML): Response {
  return new Response(html, {
    headers: { 'Content-Type': 'text/html', 'Content-Length': String(html.length), 'Content-Security-Policy': CSP },
  });
}

describe(visitorLanguage.name, () => {
  const page = (search = '') => new URL(`https://sharecode.example/faq${search}`);
  let browser: jest.SpyInstance;

  beforeEach(() => {
    browser = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-AT', 'en']);
  });

  afterEach(() => {
    browser.mockRestore();
    delete (globalThis as { cookieStore?: unknown }).cookieStore;
  });

  function chosen(tag: string | null) {
    const get = jest.fn(() => Promise.resolve(tag === null ? null : { value: encodeURIComponent(tag) }));
    Object.assign(globalThis, { cookieStore: { get } });
    return get;
  }

  it("takes a link's ?lang= first, then the picker's choice from its cookie, then the browser's languages", async () => {
    const get = chosen('ja');
    await expect(visitorLanguage(page('?lang=ar'))).resolves.toBe('ar');
    await expect(visitorLanguage(page())).resolves.toBe('ja');
    expect(get).toHaveBeenCalledWith('sharecode-language');
    chosen(null);
    await expect(visitorLanguage(page())).resolves.toBe('de');
  });

  it('goes by the browser’s languages where the worker cannot read cookies, or reading one fails', async () => {
    await expect(visitorLanguage(page())).resolves.toBe('de');
    Object.assign(globalThis, { cookieStore: { get: () => Promise.reject(new TypeError('insecure')) } });
    await expect(visitorLanguage(page())).resolves.toBe('de');
  });

  it('answers a pseudo-language, which it has no words in, in the source language, as the server does', async () => {
    await expect(visitorLanguage(page('?lang=en-XA'))).resolves.toBe('en');
  });
});

describe(shellInLanguage.name, () => {
  it("answers with the app shell in the visitor's language: lang, dir, title, loading line and manifest", async () => {
    const answer = await shellInLanguage(shell(), 'ja', documentMessages);
    const html = await answer.text();
    expect(html).toContain('<html lang="ja" dir="ltr">');
    expect(html).toContain(`<title>${japanese['document.title']}</title>`);
    expect(html).toContain(`>${japanese['document.loading']}</p>`);
    expect(html).toContain('<link rel="manifest" href="/manifest.ja.webmanifest" />');
    expect(html).not.toContain('Loading Sharecode…');
    expect(answer.headers.get('Content-Language')).toBe('ja');
    expect(answer.headers.get('Content-Security-Policy')).toBe(CSP);
    expect(answer.headers.get('Content-Length')).toBeNull();
  });

  it('writes a right-to-left language right to left', async () => {
    const html = await (await shellInLanguage(shell(), 'ar', documentMessages)).text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(`>${arabic['document.loading']}</p>`);
  });

  it('answers the source language with the shell as it is', async () => {
    const english = shell();
    await expect(shellInLanguage(english, 'en', documentMessages)).resolves.toBe(english);
  });

  it('answers a shell whose words it cannot find as it is, rather than fail the page', async () => {
    const changed = INDEX_HTML.replace('Loading Sharecode…', 'Starting…');
    const answer = await shellInLanguage(shell(changed), 'ja', documentMessages);
    await expect(answer.text()).resolves.toBe(changed);
    expect(answer.status).toBe(200);
  });
});
