import { answerMessagesFile, isMessagesFile } from './messages-cache-worker';
import { messagesUrl } from './messages-files';

const ORIGIN = 'https://sharecode.test';

/** The service worker's caches, in memory: one store of URL → answer. */
function memoryCaches() {
  const kept = new Map<string, Response>();
  const cache = {
    match: (request: Request) => Promise.resolve(kept.get(request.url)?.clone()),
    put: (request: Request, answer: Response) => Promise.resolve(void kept.set(request.url, answer)),
    keys: () => Promise.resolve([...kept.keys()].map((url) => new Request(url))),
    delete: (request: Request) => Promise.resolve(kept.delete(request.url)),
  };
  return { kept, caches: { open: () => Promise.resolve(cache) } };
}

const fetchMock = jest.fn<Promise<Response>, [Request]>();
let kept: Map<string, Response>;

beforeEach(() => {
  const memory = memoryCaches();
  kept = memory.kept;
  Object.assign(globalThis, { caches: memory.caches, fetch: fetchMock });
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(new Response('{"nav.home":"الرئيسية"}', { status: 200 })));
});

const request = (build: string, tag: string, page: string) => new Request(`${ORIGIN}${messagesUrl(build, tag, page)}`);

describe('the service worker and the messages files', () => {
  it('takes only the messages files of its own origin', () => {
    expect(isMessagesFile(new URL(`${ORIGIN}${messagesUrl('ab12', 'ar', 'home')}`), ORIGIN)).toBe(true);
    expect(isMessagesFile(new URL(`${ORIGIN}/assets/start-app.js`), ORIGIN)).toBe(false);
    expect(isMessagesFile(new URL(`https://elsewhere.test${messagesUrl('ab12', 'ar', 'home')}`), ORIGIN)).toBe(false);
  });

  it('keeps a file the first time and answers it from the cache after, offline too', async () => {
    expect(await (await answerMessagesFile(request('ab12', 'ar', 'home'))).json()).toEqual({ 'nav.home': 'الرئيسية' });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await (await answerMessagesFile(request('ab12', 'ar', 'home'))).json()).toEqual({ 'nav.home': 'الرئيسية' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed answer', async () => {
    fetchMock.mockResolvedValueOnce(new Response('gone', { status: 404 }));
    expect((await answerMessagesFile(request('ab12', 'ar', 'faq'))).status).toBe(404);
    expect(kept.size).toBe(0);
  });

  it("forgets an older build's files once a newer build's first file is kept", async () => {
    await answerMessagesFile(request('0ld0', 'ar', 'home'));
    await answerMessagesFile(request('0ld0', 'ar', 'start'));
    await answerMessagesFile(request('ab12', 'ar', 'start'));
    expect([...kept.keys()]).toEqual([`${ORIGIN}${messagesUrl('ab12', 'ar', 'start')}`]);
  });
});
