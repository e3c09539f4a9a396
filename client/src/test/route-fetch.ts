import { jsonResponse, mockFetch } from './mock-fetch';

/** A canned answer: a Response, or a JSON body (status 200) or `[status, body]`. */
export type CannedAnswer = Response | unknown | [number, unknown];

function toResponse(answer: CannedAnswer): Response {
  if (answer instanceof Response) return answer;
  if (Array.isArray(answer) && answer.length === 2 && typeof answer[0] === 'number') {
    return answer[1] === undefined ? new Response(null, { status: answer[0] }) : jsonResponse(answer[1], answer[0]);
  }
  return jsonResponse(answer);
}

/**
 * Replaces fetch for one test with answers by "METHOD /path?query" (e.g. "GET /api/my/shares?q=beach"); a
 * function gets the request's init (and may throw, as fetch does offline). Unknown requests fail loudly. Returns the jest mock so tests
 * can assert on the calls made.
 */
export function routeFetch(routes: Record<string, CannedAnswer | ((init?: RequestInit) => CannedAnswer)>) {
  return mockFetch().mockImplementation(async (input, init) => {
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${String(input)}`;
    if (!(key in routes)) throw new Error(`Unexpected request: ${key}`);
    const answer = routes[key];
    return toResponse(typeof answer === 'function' ? (answer as (init?: RequestInit) => CannedAnswer)(init) : answer);
  });
}
