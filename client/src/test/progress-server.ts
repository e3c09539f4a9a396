/**
 * A share's progress address as a spec's fetch: the next polls' answers in turn, and what each poll asked. Once the
 * answers run out, every poll is a 304.
 */
import type { FolderProgress } from '../lib/api/folders';
import { mockFetch, requestUrl } from './mock-fetch';

/**
 * A progress (200 with a new ETag), 304, an error status (a bare number ends as `stopped`, or with the reason
 * given), or no connection at all.
 */
export type ProgressAnswer = FolderProgress | number | { status: number; reason: string } | 'offline';

export interface ProgressAsk {
  url: string;
  ifNoneMatch: string | null;
  cache: RequestCache | undefined;
}

function errorAnswer(status: number, reason: string): Response {
  return new Response(JSON.stringify({ statusCode: status, message: 'This share has ended.', reason }), { status });
}

/** Serves `answers`; `asked` holds each poll, `urls` just its address, both filled as the polls come. */
export function serveProgress(answers: ProgressAnswer[]): { asked: ProgressAsk[]; urls: string[] } {
  const asked: ProgressAsk[] = [];
  const urls: string[] = [];
  let revision = 0;
  mockFetch().mockImplementation((input, init = {}) => {
    const url = requestUrl(input);
    urls.push(url);
    asked.push({ url, ifNoneMatch: new Headers(init.headers).get('If-None-Match'), cache: init.cache });
    const answer = answers.shift() ?? 304;
    if (answer === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 304) return Promise.resolve(new Response(null, { status: 304 }));
    if (typeof answer === 'number') return Promise.resolve(errorAnswer(answer, 'stopped'));
    if ('reason' in answer) return Promise.resolve(errorAnswer(answer.status, answer.reason));
    revision++;
    return Promise.resolve(
      new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'Content-Type': 'application/json', ETag: `W/"7.${revision}"` },
      }),
    );
  });
  return { asked, urls };
}
