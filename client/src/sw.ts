/// <reference lib="webworker" />
/**
 * The service worker (vite-plugin-pwa, injectManifest): precaches the app shell and every page's code so
 * the app opens offline, deep links included, and answers every page with the app shell in the visitor's
 * language (features/languages/service-worker.ts); never caches the API or share answers (no route matches
 * them, so they always go to the network); receives files from the share sheet; sends queued uploads on
 * Background Sync; answers decrypted downloads of end-to-end encrypted shares, PDF previews of files only
 * the browser has (lib/files/pdf-preview.ts), and an encrypted share's video and audio range by range
 * (features/encryption/shares/decrypted-media.ts); and waits for the page's Reload before a new version takes
 * over.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import {
  SHARE_TARGET_ACTION,
  SHARE_TARGET_FILES_FIELD,
  SHARE_TARGET_PAGE,
  SHARED_FILES_PARAM,
} from './lib/sharing/share-target';
import { keepSharedFiles, sharedTextAsFile } from './lib/sharing/shared-files-inbox';
import { processQueuedUploads, UPLOAD_QUEUE_SYNC_TAG } from './features/send/service-worker';
import {
  acceptDownloadJob,
  answerDecryptedDownload,
  isDecryptedDownload,
} from './features/encryption/shares/download-worker';
import { acceptPdfPreview, answerPdfPreview, isPdfPreview } from './lib/files/pdf-preview-worker';
import { sayIn } from './lib/i18n/worker-words';
import { documentMessages } from './app/document-messages';
import { shellInLanguage, visitorLanguage } from './features/languages/service-worker';
import {
  acceptDecryptedMedia,
  answerDecryptedMedia,
  isDecryptedMedia,
} from './features/encryption/shares/decrypted-media-worker';
import { answerMessagesFile, isMessagesFile } from './lib/i18n/messages-cache-worker';

declare const self: ServiceWorkerGlobalScope;

/** Background Sync's event (TypeScript's WebWorker library does not describe it). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

/** The install event's static routing (Chromium 123+; TypeScript's WebWorker library does not describe it). */
interface RoutingInstallEvent extends ExtendableEvent {
  addRoutes?(rules: Array<{ condition: { urlPattern: { pathname: string } }; source: 'network' }>): Promise<void>;
}

/**
 * Navigations that are not app pages: API answers and downloads, the OpenAPI UI, and the JSON a QR scan
 * fetches. Everything else is a client route and gets the app shell, in the visitor's language, offline too.
 */
const NETWORK_NAVIGATIONS = [/^\/api(\/|$)/, /^\/s\/[^/]+\/qr$/];

/**
 * API requests skip this worker altogether: nothing here answers them, yet every request a controlled page
 * makes is handed to the fetch handler first, and for an upload that means passing its whole body through
 * the worker (for a FormData of thousands of files, seconds before the first byte goes out). Browsers
 * without static routing still send them through the handler, which leaves them to the network.
 */
self.addEventListener('install', (event) => {
  const install = event as RoutingInstallEvent;
  const routes = install.addRoutes?.([{ condition: { urlPattern: { pathname: '/api/*' } }, source: 'network' }]);
  // A browser that refuses the route still gets a working worker: the fetch handler leaves the API alone.
  if (routes) install.waitUntil(routes.catch(() => undefined));
});

// No directory index: `/` is a page like any other, answered by the navigation route below with the shell in the
// visitor's language, not by the precache with index.html as stored.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();

/** The worker's own answers are in the visitor's language, chosen as for a page. */
async function visitorSays(url: URL) {
  return sayIn(await visitorLanguage(url));
}

// Before the navigation route: a download is a navigation, and must not be answered with the app shell.
registerRoute(
  ({ url }) => isDecryptedDownload(url),
  async ({ url }) => answerDecryptedDownload(url, await visitorSays(url)),
);
// So is a PDF preview's frame.
registerRoute(
  ({ url }) => isPdfPreview(url),
  async ({ url }) => answerPdfPreview(url, await visitorSays(url)),
);
// The players of an encrypted share's video and audio: each Range request decrypted from the records it needs.
registerRoute(
  ({ url }) => isDecryptedMedia(url),
  async ({ url, request }) => answerDecryptedMedia(request, await visitorSays(url)),
);
const appShell = createHandlerBoundToURL('index.html');
registerRoute(
  new NavigationRoute(
    async (options) => shellInLanguage(await appShell(options), await visitorLanguage(options.url), documentMessages),
    { denylist: NETWORK_NAVIGATIONS },
  ),
);
// The pages' words in each language, kept as the app loads them, so they are there offline.
registerRoute(
  ({ url }) => isMessagesFile(url, self.location.origin),
  ({ request }) => answerMessagesFile(request),
);

function textField(form: FormData, name: string): string | null {
  const value = form.get(name);
  return typeof value === 'string' ? value : null;
}

/** The share sheet's POST: keep the files, then open the upload page, which selects them. */
async function receiveSharedFiles({ request }: { request: Request }): Promise<Response> {
  try {
    const form = await request.formData();
    const files = form
      .getAll(SHARE_TARGET_FILES_FIELD)
      .filter((value): value is File => value instanceof File && value.size > 0);
    const text = sharedTextAsFile({
      title: textField(form, 'title'),
      text: textField(form, 'text'),
      url: textField(form, 'url'),
    });
    await keepSharedFiles(files.length > 0 ? files : text ? [text] : []);
  } catch {
    // Unreadable or too large to keep: the upload page opens with nothing selected.
  }
  return Response.redirect(`${SHARE_TARGET_PAGE}?${SHARED_FILES_PARAM}=1`, 303);
}
registerRoute(({ url }) => url.pathname === SHARE_TARGET_ACTION, receiveSharedFiles, 'POST');

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === UPLOAD_QUEUE_SYNC_TAG) sync.waitUntil(processQueuedUploads(sync.lastChance));
});

// A new version waits until the page's update prompt says Reload (workbox-window's messageSkipWaiting).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
  else if (!acceptPdfPreview(event) && !acceptDecryptedMedia(event)) acceptDownloadJob(event);
});

// The first version takes control of the open page at once, so it works offline without a reload.
clientsClaim();
