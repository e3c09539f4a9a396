/** Replaces `fetch` for one test with a jest mock; restored after each test. */
export function mockFetch(): jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]> {
  const mock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
  const original = globalThis.fetch;
  globalThis.fetch = mock;
  afterEachRestore(() => {
    globalThis.fetch = original;
  });
  return mock;
}

const restorers: (() => void)[] = [];
function afterEachRestore(restore: () => void) {
  restorers.push(restore);
}
afterEach(() => {
  while (restorers.length) restorers.pop()!();
});

/** The address a fetch call asks for, whichever form it was given in. */
export function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** A JSON answer as the API would send it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
