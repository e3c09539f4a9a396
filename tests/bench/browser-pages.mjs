// Functions the browser part of the benchmark (browser-share.mjs) runs inside Chromium's pages, through
// page.evaluate: they are serialised, so each one stands alone.

/**
 * In the app's page: window.__shareTime becomes a promise of the milliseconds from the click on Share Files
 * to the share dialog showing a code, read by a MutationObserver, so neither Playwright's polling nor its
 * round trips count.
 */
export function armShareTimer() {
  window.__shareTime = new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('no share dialog within 10 minutes')), 10 * 60_000);
    let clicked;
    document.addEventListener(
      'click',
      (event) => {
        if (event.target instanceof Element && event.target.closest('button')?.textContent?.includes('Share Files'))
          clicked = performance.now();
      },
      { capture: true },
    );
    const observer = new MutationObserver(() => {
      const code = document.querySelector('dialog[open] [data-testid="folder-code"]');
      if (clicked !== undefined && code && /\d{4}/.test(code.textContent ?? '')) {
        observer.disconnect();
        resolve(performance.now() - clicked);
      }
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['open'],
    });
  });
}

/**
 * In a bare page holding an <input id="pick"> with the selection: sends it as the app does, with no app
 * code around it (one multipart request, or a resumable upload in the server's chunks); resolves milliseconds.
 */
export async function bareSend({ resumable }) {
  const files = [...document.getElementById('pick').files];
  const paths = files.map((file) => file.webkitRelativePath || file.name);
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
  const session = await send('POST', '/api/resumable-uploads', announce);
  const whole = new Blob(files);
  for (let offset = 0; offset < whole.size;) {
    const chunk = whole.slice(offset, Math.min(whole.size, offset + session.chunkBytes));
    ({ offset } = await send('PATCH', `/api/resumable-uploads/${session.id}?offset=${offset}`, chunk, {
      'Content-Type': 'application/offset+octet-stream',
    }));
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
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
}

/** In the recipient's page, once its tree shows: milliseconds from the lookup's answer arriving to the tree showing. */
export function treeAfterAnswer() {
  const lookups = performance
    .getEntriesByType('resource')
    .filter(
      (entry) => ['fetch', 'xmlhttprequest'].includes(entry.initiatorType) && /\/(s|api\/folders)\//.test(entry.name),
    );
  const answer = lookups.filter((entry) => entry.responseEnd <= window.__treeShownAt).at(-1);
  if (!answer)
    throw new Error(`no lookup answered before the tree showed (${lookups.map((entry) => entry.name).join(', ')})`);
  return window.__treeShownAt - answer.responseEnd;
}

/**
 * Clicks `target` (a folder row's toggle, or Expand all / Collapse all) and resolves the milliseconds until the
 * frame after the change, painting included; for a row, the change is its aria-expanded becoming `expanded`.
 */
export async function timeClick({ target, expanded }) {
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
          resolve();
        }
      });
      observer.observe(document.body, { subtree: true, attributes: true, childList: true });
    });
  }
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  return performance.now() - started;
}
