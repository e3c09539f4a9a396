/** Replaces `fetch` for one test with a jest mock; restored after each test. */
export function mockFetch(): jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]> {
  const mock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
  const original = globalThis.fetch;
  globalThis.fetch = mock as unknown as typeof fetch;
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

/** A JSON answer as the API would send it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
