import { jsonResponse, mockFetch, requestUrl } from './mock-fetch';

/**
 * A canned answer: a Response, or a JSON body (status 200) or `[status, body]`; typed unknown, as any JSON is.
 * A route may also be a function of the request's init that returns one.
 */
type CannedAnswer = unknown;

type Routes = Record<string, CannedAnswer>;

function toResponse(answer: CannedAnswer): Response {
  if (answer instanceof Response) return answer;
  if (Array.isArray(answer) && answer.length === 2 && typeof answer[0] === 'number') {
    return answer[1] === undefined ? new Response(null, { status: answer[0] }) : jsonResponse(answer[1], answer[0]);
  }
  return jsonResponse(answer);
}

/** The answer routed to a request; throws for a request no route names, or when its route throws. */
function routedResponse(routes: Routes, input: RequestInfo | URL, init?: RequestInit): Response {
  const key = `${(init?.method ?? 'GET').toUpperCase()} ${requestUrl(input)}`;
  if (!(key in routes)) throw new Error(`Unexpected request: ${key}`);
  const answer = routes[key];
  return toResponse(typeof answer === 'function' ? (answer as (init?: RequestInit) => CannedAnswer)(init) : answer);
}

/**
 * Replaces fetch for one test with answers by "METHOD /path?query" (e.g. "GET /api/my/shares?q=beach"); a
 * function gets the request's init (and may throw, as fetch does offline). Unknown requests fail loudly. Returns the jest mock so tests
 * can assert on the calls made.
 */
export function routeFetch(routes: Routes) {
  // A throw in the executor rejects the promise, as fetch rejects offline.
  return mockFetch().mockImplementation(
    (input, init) => new Promise((resolve) => resolve(routedResponse(routes, input, init))),
  );
}
