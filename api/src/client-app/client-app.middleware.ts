import compression from 'compression';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { withAlternates } from './page-alternates.js';
import { type PageDocument, PageDocuments } from './page-documents.js';
import { LANGUAGE_PARAMETER, pageLanguage } from '../languages/visitor-language.js';
import { PLACEHOLDER_PAGE } from './placeholder-page.js';

/** Vite's content-hashed build output: a changed file gets a new name, so it can be cached for good. */
const HASHED_ASSETS_PREFIX = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Must be revalidated on every load so a new release (and its service worker) is picked up at once. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'sw.js']);

/** Share URLs: pages for browsers, the share as JSON for API clients; never a file. */
const SHARE_PATH_PREFIX = '/s/';
/** The share QR flow fetches /s/{ref}/qr expecting JSON whatever its Accept header says. */
const SHARE_QR_PATH = /^\/s\/[^/]+\/qr\/?$/;

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/**
 * A request for a file (a hashed asset, sw.js, an icon) that does not exist must be a 404, not the page: a stale
 * tab asking for last release's chunk then fails clearly and its chunk-retry boundary can recover.
 */
function isFilePath(path: string): boolean {
  return path.startsWith(HASHED_ASSETS_PREFIX) || /\.[A-Za-z0-9]+$/.test(path);
}

/** Pages, not data: a GET whose Accept header prefers HTML over JSON (a browser navigation). */
function wantsPage(request: Request): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(request.path) &&
    !isFilePath(request.path) &&
    !SHARE_QR_PATH.test(request.path) &&
    request.accepts(['html', 'json']) === 'html'
  );
}

/** The language the visitor asked for, in any of the ways a page request can (languages/visitor-language.ts). */
function languageHints(request: Request) {
  return {
    query: request.query[LANGUAGE_PARAMETER],
    cookie: request.headers.cookie,
    acceptLanguage: request.headers['accept-language'],
  };
}

/**
 * Serves the built client from the same process: its static files, and for every page route its page document
 * in the visitor's language, or index.html (the client routes itself, /s/{code} included). Before the client is
 * built, a placeholder page. `publicUrl` is where the pages are reached, for their links to each other's languages.
 */
export function clientApp(clientDir: string, publicUrl: string): RequestHandler {
  const indexFile = join(clientDir, 'index.html');
  const serveStatic = express.static(clientDir, {
    index: false,
    setHeaders(response, path) {
      if (ALWAYS_REVALIDATE.has(basename(path))) response.setHeader('Cache-Control', 'no-cache');
      else if (path.startsWith(join(clientDir, HASHED_ASSETS_PREFIX))) response.setHeader('Cache-Control', IMMUTABLE);
    },
  });

  const pageDocuments = new PageDocuments(clientDir);

  /** The document as sent: a share's code in its slot, and a page's links to itself in every language. */
  const pageHtml = (html: string, document: PageDocument, path: string, tags: readonly string[]) => {
    if (document.fill) return html.replaceAll(document.fill.slot, document.fill.code);
    if (!document.alternates) return html;
    return withAlternates(html, { publicUrl, path, tags });
  };

  const servePage = (request: Request, response: Response, next: NextFunction) => {
    response.setHeader('Cache-Control', 'no-cache');
    // The same path is a different document in another language: a cache must key it by what chose the language.
    response.vary('Accept-Language');
    response.vary('Cookie');
    const { source, tags } = pageDocuments.languages();
    const document = pageDocuments.documentFor(request.path, pageLanguage(languageHints(request), tags, source));
    if (document && existsSync(document.file)) {
      response.setHeader('Content-Language', document.language);
      readFile(document.file, 'utf8').then(
        (html) => response.type('html').send(pageHtml(html, document, request.path, tags)),
        next,
      );
    } else if (existsSync(indexFile)) response.sendFile(indexFile);
    else response.type('html').send(PLACEHOLDER_PAGE);
  };

  // The client's scripts and styles are text: gzip them (a phone on a slow link waits far less). API answers are
  // left alone: file downloads must keep their exact Content-Length and byte ranges.
  const compress = compression();

  return (request: Request, response: Response, next: NextFunction) => {
    if (isApiPath(request.path)) return next();
    // A lookup by an API client (or the client's own fetch) goes straight to the API: no file to look for.
    if (request.path.startsWith(SHARE_PATH_PREFIX) && !wantsPage(request)) return next();
    compress(request, response, () => {
      serveStatic(request, response, () => {
        if (wantsPage(request)) servePage(request, response, next);
        else next();
      });
    });
  };
}
