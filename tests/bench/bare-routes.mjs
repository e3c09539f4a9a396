// @ts-check
// What the bare reference servers (bare-http-server.mjs, bare-s3-server.mjs) share: node:http and a table of
// routes, nothing else in between.
import { createServer } from 'node:http';

/**
 * @typedef {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse, url: URL)
 *   => Promise<void> | void} Route
 */

/**
 * Serves `routes` (keyed "METHOD /path") and GET /health on 127.0.0.1:`port`; anything else answers 404. A route
 * that fails is logged and its connection dropped.
 * @param {number} port
 * @param {Record<string, Route>} routes
 */
export function serveRoutes(port, routes) {
  /** @type {Map<string, Route>} */
  const table = new Map(Object.entries(routes));
  table.set('GET /health', (request, response) => void response.end('ok'));
  createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://bare');
    const route = table.get(`${request.method} ${url.pathname}`) ?? (() => void response.writeHead(404).end());
    // As an async handler would: the route runs now, and a throw or a rejection ends the same way.
    new Promise((resolve) => resolve(route(request, response, url))).catch((/** @type {unknown} */ error) => {
      console.error(error);
      response.destroy();
    });
  }).listen(port, '127.0.0.1');
}

/**
 * A query parameter a route cannot do without.
 * @param {URL} url
 * @param {string} name
 * @returns {string}
 */
export function requiredParam(url, name) {
  const value = url.searchParams.get(name);
  if (value === null) throw new Error(`${url.pathname} needs ?${name}=`);
  return value;
}
