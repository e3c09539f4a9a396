import { waitFor } from '@testing-library/react';
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { BOOT_FILES_ID, PRELOADS_PER_TASK, preloadBootFiles, readBootFiles } from './boot-files';

function listInDocument(json: string) {
  const list = document.createElement('script');
  list.type = 'application/json';
  list.id = BOOT_FILES_ID;
  list.textContent = json;
  document.head.append(list);
}

const preloads = () => [
  ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="preload"]'),
];

describe(readBootFiles.name, () => {
  afterEach(() => document.head.replaceChildren());

  it('reads the list the build wrote into the document', () => {
    listInDocument('{"scripts":["/assets/react-dom.js"],"styles":["/assets/start-app.css"]}');
    expect(readBootFiles(document)).toEqual({
      scripts: ['/assets/react-dom.js'],
      styles: ['/assets/start-app.css'],
      messages: [],
    });
  });

  it("reads the page's messages files, listed in a document in another language than the source", () => {
    listInDocument('{"scripts":[],"styles":[],"messages":["/assets/messages/abc/ar/start.json"]}');
    expect(readBootFiles(document).messages).toEqual(['/assets/messages/abc/ar/start.json']);
  });

  it.each([
    ['no list (the development server)', undefined],
    ['a list that is not JSON', '{"scripts": ['],
    ['a list of the wrong shape', '{"scripts":"/assets/a.js","styles":[1]}'],
  ])('reads nothing from %s', (_case, json) => {
    if (json !== undefined) listInDocument(json);
    expect(readBootFiles(document)).toEqual({ scripts: [], styles: [], messages: [] });
  });
});

describe(preloadBootFiles.name, () => {
  // jsdom has no MessageChannel, which the pause between batches uses; Node's behaves as a browser's does here.
  beforeAll(() =>
    Object.defineProperty(globalThis, 'MessageChannel', { value: NodeMessageChannel, configurable: true }),
  );
  afterAll(() => Reflect.deleteProperty(globalThis, 'MessageChannel'));
  // jsdom knows no kind of link; a current browser knows both kinds of preload.
  const knownRels = jest.spyOn(DOMTokenList.prototype, 'supports');
  beforeEach(() => knownRels.mockImplementation((rel) => ['modulepreload', 'preload'].includes(rel)));
  afterEach(() => document.head.replaceChildren());

  const scripts = Array.from({ length: PRELOADS_PER_TASK + 2 }, (_, index) => `/assets/chunk-${index}.js`);

  it('asks for every file as a CORS preload, scripts as modules and styles as styles, a few per task', async () => {
    const done = preloadBootFiles(document, { scripts, styles: ['/assets/shell.css'] });
    // The first batch is in the document at once; the rest come after a pause for the browser.
    expect(preloads()).toHaveLength(PRELOADS_PER_TASK);
    await waitFor(() => expect(preloads()).toHaveLength(scripts.length + 1));
    const links = preloads();
    expect(links.map((link) => link.getAttribute('href'))).toEqual([...scripts, '/assets/shell.css']);
    expect(links.slice(0, scripts.length).every((link) => link.rel === 'modulepreload')).toBe(true);
    expect(links.at(-1)).toMatchObject({ rel: 'preload', as: 'style' });
    expect(links.every((link) => link.crossOrigin === '')).toBe(true);
    links.forEach((link) => link.dispatchEvent(new Event('load')));
    await done;
  });

  it('asks for the messages files as the loader fetches them: a CORS preload of a fetch', async () => {
    const messages = ['/assets/messages/abc/ar/start.json', '/assets/messages/abc/ar/home.json'];
    const done = preloadBootFiles(document, { scripts: [], styles: [], messages });
    const links = preloads();
    expect(links.map((link) => link.getAttribute('href'))).toEqual(messages);
    expect(links.every((link) => link.rel === 'preload' && link.as === 'fetch' && link.crossOrigin === '')).toBe(true);
    links.forEach((link) => link.dispatchEvent(new Event('load')));
    await done;
  });

  it('resolves only once every file has loaded or failed', async () => {
    let settled = false;
    const done = preloadBootFiles(document, { scripts: ['/assets/a.js', '/assets/b.js'], styles: [] }).then(
      () => (settled = true),
    );
    const [first, second] = preloads();
    first.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    second.dispatchEvent(new Event('error'));
    await done;
    expect(settled).toBe(true);
  });

  it('does not wait for a preload the browser does not know, which it would never say is loaded', async () => {
    knownRels.mockImplementation((rel) => rel === 'preload');
    let settled = false;
    const done = preloadBootFiles(document, { scripts: ['/assets/a.js'], styles: ['/assets/shell.css'] }).then(
      () => (settled = true),
    );
    const style = preloads().find((link) => link.rel === 'preload')!;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    style.dispatchEvent(new Event('load'));
    await done;
  });

  it('leaves alone a file the document already links', async () => {
    const stylesheet = document.createElement('link');
    stylesheet.rel = 'stylesheet';
    stylesheet.href = '/assets/shell.css';
    document.head.append(stylesheet);
    const done = preloadBootFiles(document, { scripts: ['/assets/a.js'], styles: ['/assets/shell.css'] });
    expect(preloads().map((link) => link.getAttribute('href'))).toEqual(['/assets/a.js']);
    preloads()[0].dispatchEvent(new Event('load'));
    await done;
  });
});
