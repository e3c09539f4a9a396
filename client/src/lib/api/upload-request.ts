/**
 * Sending a request body with progress and cancel, for uploads. XMLHttpRequest where there is one (only it
 * reports upload progress); fetch in the service worker, which has no XMLHttpRequest and reports progress
 * only once the body is sent.
 */
import { defineMessages } from '../i18n/define-messages';
import { pageIntl } from '../i18n/page-intl';
import { ApiError, messageOf, requestFailedMessage } from './http';

const messages = defineMessages({
  network: { id: 'api.upload.networkError', defaultMessage: 'Network error while uploading' },
  browserAborted: { id: 'api.upload.browserAborted', defaultMessage: 'The browser aborted the upload' },
});

export interface UploadProgress {
  loaded: number;
  total: number;
  /**
   * Of `loaded`, what the server has confirmed holding (a resumable upload's acknowledged offset): bytes sent but
   * not confirmed are sent again after a dropped connection, so a paused upload shows this.
   */
  confirmed?: number;
}

export interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

export function abortError(): DOMException {
  return new DOMException('Upload cancelled', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function failure(status: number, body: unknown): ApiError {
  return new ApiError(status, messageOf(body) ?? requestFailedMessage(status), body);
}

function sizeOf(body: Blob | FormData): number {
  return body instanceof Blob ? body.size : 0;
}

function sendWithXhr<T>(url: string, body: Blob | FormData, options: SendOptions): Promise<T> {
  const { signal, onProgress } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const cleanup = () => signal?.removeEventListener('abort', onAbortSignal);
    xhr.open(options.method ?? 'POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) =>
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    xhr.onload = () => {
      cleanup();
      const answer = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(answer as T);
      else reject(failure(xhr.status, answer));
    };
    xhr.onerror = () => {
      cleanup();
      reject(new TypeError(pageIntl().formatMessage(messages.network)));
    };
    xhr.onabort = () => {
      cleanup();
      // Aborted by the browser, not by us (Chromium aborts a request it cannot start): a failed attempt.
      reject(signal?.aborted ? abortError() : new TypeError(pageIntl().formatMessage(messages.browserAborted)));
    };
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    xhr.send(body);
  });
}

async function sendWithFetch<T>(url: string, body: Blob | FormData, options: SendOptions): Promise<T> {
  const response = await fetch(url, {
    method: options.method ?? 'POST',
    headers: { Accept: 'application/json', ...options.headers },
    body,
    signal: options.signal,
    credentials: 'same-origin',
  });
  const answer = parseJson(await response.text());
  if (!response.ok) throw failure(response.status, answer);
  const size = sizeOf(body);
  options.onProgress?.({ loaded: size, total: size });
  return answer as T;
}

/**
 * Sends `body` and resolves the parsed JSON answer. Rejects with `ApiError` (the server answered non-2xx),
 * `TypeError` (the network failed) or an AbortError (`signal` aborted).
 */
export function sendBody<T>(url: string, body: Blob | FormData, options: SendOptions = {}): Promise<T> {
  return typeof XMLHttpRequest === 'undefined'
    ? sendWithFetch<T>(url, body, options)
    : sendWithXhr<T>(url, body, options);
}
