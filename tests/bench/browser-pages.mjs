// @ts-check
// Functions the browser parts of the benchmark (browser-share.mjs, browser-trees.mjs, instant.mjs) run inside
// Chromium's pages, through page.evaluate: they are serialised, so each one stands alone.
/* global window, document, requestAnimationFrame -- these run in a page, not in Node */

/**
 * In the app's page, from the click on Share Files (read by a MutationObserver, so neither Playwright's polling nor
 * its round trips count): window.__codeTime becomes a promise of the milliseconds until the share dialog shows a
 * code (at once, since the share is made when the upload is announced), and window.__shareTime of those until the
 * dialog says every file has arrived (`data-arrival="arrived"`: the share is whole, which is when the dialog used
 * to show its code at all). window.__shareClickedAt and window.__shareArrivedAt are the same two moments on the
 * wall clock (Date.now()), for comparing with another page's.
 */
export function armShareTimer() {
  /** @type {(ms: number) => void} */
  let codeShown = () => {};
  /** @type {(ms: number) => void} */
  let arrived = () => {};
  /** @type {(error: Error) => void} */
  let fail = () => {};
  window.__codeTime = new Promise((resolve, reject) => {
    codeShown = resolve;
    fail = reject;
  });
  window.__shareTime = new Promise((resolve, reject) => {
    arrived = resolve;
    const failCode = fail;
    fail = (error) => {
      failCode(error);
      reject(error);
    };
  });
  // Handled where awaited; a page that only waits for one must not report the other's rejection.
  window.__codeTime.catch(() => undefined);
  window.__shareTime.catch(() => undefined);
  setTimeout(() => fail(new Error('no whole share within 30 minutes')), 30 * 60_000);
  /** @type {number | undefined} */
  let clicked;
  let codeSeen = false;
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('button')?.textContent?.includes('Share Files')) {
        clicked = performance.now();
        window.__shareClickedAt = Date.now();
      }
    },
    { capture: true },
  );
  const observer = new MutationObserver(() => {
    if (clicked === undefined) return;
    const code = document.querySelector('dialog[open] [data-testid="folder-code"]');
    if (!code || !/\d{4}/.test(code.textContent ?? '')) return;
    if (!codeSeen) {
      codeSeen = true;
      codeShown(performance.now() - clicked);
    }
    if (document.querySelector('dialog[open] [data-arrival="arrived"]')) {
      observer.disconnect();
      window.__shareArrivedAt = Date.now();
      arrived(performance.now() - clicked);
    }
  });
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['open', 'data-arrival'],
  });
}

/**
 * In the app's page, once armShareTimer ran and Share Files was pressed: the milliseconds until the share was whole.
 * @returns {Promise<number>}
 */
export function shareTime() {
  if (!window.__shareTime) throw new Error('armShareTimer did not run in this page');
  return window.__shareTime;
}

/**
 * In the app's page, once armShareTimer ran and Share Files was pressed: the milliseconds until the code showed.
 * @returns {Promise<number>}
 */
export function codeTime() {
  if (!window.__codeTime) throw new Error('armShareTimer did not run in this page');
  return window.__codeTime;
}

/**
 * Init script for a recipient's page of a share whose files are arriving: every file's Download link is fetched,
 * whole, the moment the page offers it (a file offers one once it has arrived), as a recipient taking each file as
 * it comes would. window.__firstLinkAt is when the first link appeared (ms since the page's navigation began),
 * window.__received each file's bytes and when they were all in (Date.now()), by the link's name.
 */
export function fetchFilesAsOffered() {
  /** @type {Record<string, { bytes: number, at: number }>} */
  const received = {};
  window.__received = received;
  window.__firstLinkAt = undefined;
  const asked = new Set();
  const look = () => {
    for (const link of document.querySelectorAll('a[download][aria-label^="Download "]')) {
      const href = link.getAttribute('href') ?? '';
      if (!href.includes('/files/') || asked.has(href)) continue;
      asked.add(href);
      window.__firstLinkAt ??= performance.now();
      const name = (link.getAttribute('aria-label') ?? '').slice('Download '.length);
      void fetch(href)
        .then((answer) => answer.arrayBuffer())
        .then((body) => (received[name] = { bytes: body.byteLength, at: Date.now() }));
    }
  };
  const observer = new MutationObserver(look);
  const start = () => observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true });
  // An init script may run before <html> exists: then it waits for the document.
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
}

/**
 * In a recipient's page watched by fetchFilesAsOffered: whether `count` files are all in.
 * @param {number} count
 */
export function receivedAll(count) {
  return Object.keys(window.__received ?? {}).length >= count;
}

/**
 * In a bare page: adds the <input id="pick"> bareSend reads the selection from, for files or (`folder`) a folder.
 * @param {{ folder: boolean }} options
 */
export function addPickInput({ folder }) {
  const input = Object.assign(document.createElement('input'), {
    type: 'file',
    id: 'pick',
    multiple: true,
    webkitdirectory: folder,
  });
  document.body.append(input);
}

/**
 * In a bare page holding an <input id="pick"> with the selection: sends it as the app does, with no app
 * code around it (one multipart request, or a resumable upload in the server's chunks); resolves milliseconds.
 * @param {{ resumable: boolean }} options
 * @returns {Promise<number>}
 */
export async function bareSend({ resumable }) {
  const input = document.getElementById('pick');
  if (!(input instanceof HTMLInputElement) || !input.files) throw new Error('no <input id="pick"> with files');
  const files = [...input.files];
  const paths = files.map((file) => file.webkitRelativePath || file.name);
  /**
   * @param {string} method
   * @param {string} url
   * @param {XMLHttpRequestBodyInit} [body]
   * @param {Record<string, string>} [headers]
   * @returns {Promise<unknown>} the answer's JSON
   */
  const send = (method, url, body, headers = {}) =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(method, url);
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = () => {};
      xhr.onload = () =>
        xhr.status < 300
          ? resolve(JSON.parse(xhr.responseText))
          : reject(new Error(`${url}: ${xhr.status} ${xhr.responseText}`));
      xhr.onerror = () => reject(new Error(`${url}: network error`));
      xhr.send(body);
    });
  const started = performance.now();
  if (!resumable) {
    const form = new FormData();
    form.append('filePaths', JSON.stringify(paths));
    files.forEach((file, index) => form.append('files', file, paths[index]));
    await send('POST', '/api/upload', form);
    return performance.now() - started;
  }
  const announce = new FormData();
  announce.append('filePaths', JSON.stringify(paths));
  announce.append('fileSizes', JSON.stringify(files.map((file) => file.size)));
  const session = /** @type {{ id: string, chunkBytes: number }} */ (
    await send('POST', '/api/resumable-uploads', announce)
  );
  const whole = new Blob(files);
  for (let offset = 0; offset < whole.size;) {
    const chunk = whole.slice(offset, Math.min(whole.size, offset + session.chunkBytes));
    ({ offset } = /** @type {{ offset: number }} */ (
      await send('PATCH', `/api/resumable-uploads/${session.id}?offset=${offset}`, chunk, {
        'Content-Type': 'application/offset+octet-stream',
      })
    ));
  }
  await send('POST', `/api/resumable-uploads/${session.id}/finish`);
  return performance.now() - started;
}

/**
 * Init script for the tree measurements: window.__pickedAt is when a file input last fired `change` (the pick
 * reached the page), window.__treeShownAt the first frame after a tree row appeared since then (or since the
 * page began, for the recipient's page).
 */
export function watchTrees() {
  window.__pickedAt = undefined;
  window.__treeShownAt = undefined;
  let waiting = false;
  document.addEventListener(
    'change',
    (event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === 'file') {
        window.__pickedAt = performance.now();
        window.__treeShownAt = undefined;
      }
    },
    { capture: true },
  );
  const observer = new MutationObserver(() => {
    if (waiting || window.__treeShownAt !== undefined || !document.querySelector('[role="tree"] [role="treeitem"]'))
      return;
    waiting = true;
    requestAnimationFrame(() =>
      setTimeout(() => {
        window.__treeShownAt = performance.now();
        waiting = false;
      }),
    );
  });
  const start = () => observer.observe(document.documentElement, { childList: true, subtree: true });
  // An init script may run before <html> exists: then it waits for the document.
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
}

/** In a page watched by watchTrees: whether a pick reached it and its tree has shown since. */
export function pickShown() {
  return window.__treeShownAt !== undefined && window.__pickedAt !== undefined;
}

/** In a page watched by watchTrees: whether its tree has shown. */
export function treeShown() {
  return window.__treeShownAt !== undefined;
}

/** How many elements the page holds. */
export function elementCount() {
  return document.querySelectorAll('*').length;
}

/**
 * In the /data-sharing page, once its tree shows: milliseconds from the pick reaching the page to the tree showing.
 * @returns {number}
 */
export function pickToTreeMs() {
  if (window.__pickedAt === undefined || window.__treeShownAt === undefined) throw new Error('no pick has shown');
  return window.__treeShownAt - window.__pickedAt;
}

/**
 * In the recipient's page, once its tree shows: milliseconds from the lookup's answer arriving to the tree showing.
 * @returns {number}
 */
export function treeAfterAnswer() {
  const shownAt = window.__treeShownAt;
  if (shownAt === undefined) throw new Error('no tree has shown');
  const lookups = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource')).filter(
    (entry) => ['fetch', 'xmlhttprequest'].includes(entry.initiatorType) && /\/(s|api\/folders)\//.test(entry.name),
  );
  const answer = lookups.filter((entry) => entry.responseEnd <= shownAt).at(-1);
  if (!answer)
    throw new Error(`no lookup answered before the tree showed (${lookups.map((entry) => entry.name).join(', ')})`);
  return shownAt - answer.responseEnd;
}

/**
 * Clicks `target` (a folder row's toggle, or Expand all / Collapse all) and resolves the milliseconds until the
 * frame after the change, painting included; for a row, the change is its aria-expanded becoming `expanded`.
 * @param {{ target: Element | null, expanded?: boolean }} options
 * @returns {Promise<number>}
 */
export async function timeClick({ target, expanded }) {
  if (!(target instanceof HTMLElement)) throw new Error('nothing to click');
  const row = target.closest('[role="treeitem"]');
  const started = performance.now();
  target.click();
  // Discrete events commit at once in React; wait for the state only if it did not.
  if (row && row.getAttribute('aria-expanded') !== String(expanded)) {
    await new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        const now = document.querySelector(`[role="treeitem"][data-path="${row.getAttribute('data-path')}"]`);
        if (now?.getAttribute('aria-expanded') === String(expanded)) {
          observer.disconnect();
          resolve(undefined);
        }
      });
      observer.observe(document.body, { subtree: true, attributes: true, childList: true });
    });
  }
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  return performance.now() - started;
}
