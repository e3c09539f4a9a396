/**
 * The service worker's side of PDF previews (pdf-preview.ts hands the files over): each waits here under its
 * random id, in memory only, until its preview closes or PREVIEW_LIFETIME_MS passes, and answers its address
 * as many times as the viewer asks (a reload of the frame included).
 */
import { defineMessages } from '../i18n/define-messages';
import type { Say } from '../i18n/worker-words';
import {
  PDF_PREVIEW_HEADERS,
  PDF_PREVIEW_MESSAGE,
  PDF_PREVIEW_PATH,
  PDF_PREVIEW_RELEASE_MESSAGE,
  type PdfPreviewMessage,
} from './pdf-preview';

const messages = defineMessages({
  closed: {
    id: 'files.worker.previewClosed',
    defaultMessage: 'This preview has closed; open it again from the share.',
  },
});

/** A preview left open longer than this is dropped (the worker may also be stopped sooner, dropping it). */
const PREVIEW_LIFETIME_MS = 30 * 60_000;

const previews = new Map<string, Blob>();

function messageType(data: unknown): unknown {
  return (data as { type?: unknown } | null)?.type;
}

/** Takes a file from a page's message, or forgets one; false when the message is something else. */
export function acceptPdfPreview(event: { data: unknown; ports: readonly MessagePort[] }): boolean {
  const type = messageType(event.data);
  if (type === PDF_PREVIEW_RELEASE_MESSAGE) {
    previews.delete(String((event.data as { id?: unknown }).id));
    return true;
  }
  if (type !== PDF_PREVIEW_MESSAGE) return false;
  const { id, file } = event.data as PdfPreviewMessage;
  if (typeof id !== 'string' || !(file instanceof Blob)) return true;
  previews.set(id, file);
  setTimeout(() => previews.delete(id), PREVIEW_LIFETIME_MS);
  event.ports[0]?.postMessage('ready');
  return true;
}

/** The file's name, as the address spells it after the id (what the viewer offers to save it as). */
function nameOf(encoded: string): string {
  try {
    return decodeURIComponent(encoded) || 'preview.pdf';
  } catch {
    return 'preview.pdf';
  }
}

export function isPdfPreview(url: URL): boolean {
  return url.origin === location.origin && url.pathname.startsWith(PDF_PREVIEW_PATH);
}

/**
 * Answers a preview's address with its file as a PDF (see pdf-preview.ts for why these headers); 404 once gone,
 * saying so with `say`, in the visitor's language.
 */
export function answerPdfPreview(url: URL, say: Say): Response {
  const id = url.pathname.slice(PDF_PREVIEW_PATH.length).split('/')[0];
  const file = previews.get(id);
  if (!file) {
    return new Response(say(messages.closed), {
      status: 404,
      headers: { ...PDF_PREVIEW_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const name = nameOf(url.pathname.slice(PDF_PREVIEW_PATH.length + id.length + 1));
  return new Response(file, {
    headers: {
      ...PDF_PREVIEW_HEADERS,
      'Content-Length': String(file.size),
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });
}
