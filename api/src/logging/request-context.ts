import { AsyncLocalStorage } from 'node:async_hooks';

/** What every line logged while a request is served carries of it. */
interface RequestContext {
  requestId: string;
}

const context = new AsyncLocalStorage<RequestContext>();

/** Runs `next` (and everything it starts) as part of the request `requestId`. */
export function runInRequest(requestId: string, next: () => void): void {
  context.run({ requestId }, next);
}

/** The fields the app's log lines add while a request is served: its id, or nothing outside a request. */
export function requestFields(): Partial<RequestContext> {
  return context.getStore() ?? {};
}
