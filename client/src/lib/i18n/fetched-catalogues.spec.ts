import { loadCatalogue, loadPageMessages } from './fetched-catalogues';
import { MESSAGES_BUILD_ID } from './messages-files';

const fetchMock = jest.fn<Promise<Response>, [string]>();

function nameBuild(build: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = MESSAGES_BUILD_ID;
  block.textContent = JSON.stringify(build);
  document.head.append(block);
}

beforeEach(() => {
  Object.assign(globalThis, { fetch: fetchMock });
  fetchMock.mockReset();
});
afterEach(() => document.head.replaceChildren());

const answer = (status: number, body: unknown) =>
  ({ ok: status === 200, status, json: () => Promise.resolve(body) }) as Response;

describe('the cut catalogues, fetched', () => {
  it("fetches a language's start and a page's messages from the build the document names", async () => {
    nameBuild('ab12');
    fetchMock.mockResolvedValueOnce(answer(200, { 'nav.home': 'الرئيسية' }));
    fetchMock.mockResolvedValueOnce(answer(200, { 'home.title': 'مرحبا' }));
    await expect(loadCatalogue('ar')).resolves.toEqual({ 'nav.home': 'الرئيسية' });
    await expect(loadPageMessages('ar', 'home')).resolves.toEqual({ 'home.title': 'مرحبا' });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/assets/messages/ab12/ar/start.json',
      '/assets/messages/ab12/ar/home.json',
    ]);
  });

  it('fails, saying why, when the file is not there or the document names no build', async () => {
    nameBuild('ab12');
    fetchMock.mockResolvedValueOnce(answer(404, {}));
    await expect(loadPageMessages('ar', 'home')).rejects.toThrow('The ar messages of home did not load (404)');
    document.head.replaceChildren();
    await expect(loadCatalogue('ar')).rejects.toThrow('The document names no messages build');
  });
});
