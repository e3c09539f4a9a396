import type { IncomingMessage, ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id.js';

function exchange(incoming?: string) {
  const headers: Record<string, string> = {};
  const request = { headers: incoming === undefined ? {} : { 'x-request-id': incoming } } as IncomingMessage;
  const response = { setHeader: (name: string, value: string) => (headers[name] = value) } as unknown as ServerResponse;
  return { id: requestIdFor(request, response), answered: headers[REQUEST_ID_HEADER] };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe(requestIdFor.name, () => {
  it("keeps a caller's plain id and answers it", () => {
    expect(exchange('7f3a9c1e-proxy.trace:42')).toEqual({
      id: '7f3a9c1e-proxy.trace:42',
      answered: '7f3a9c1e-proxy.trace:42',
    });
  });

  it.each([
    ['none', undefined],
    ['an empty one', ''],
    ['one too long', 'a'.repeat(65)],
    ['one with spaces', 'two words'],
    ['one that could forge a log line', 'x"}\n{"level":60'],
  ])('draws a UUID for %s', (_case, incoming) => {
    const { id, answered } = exchange(incoming);
    expect(id).toMatch(UUID);
    expect(answered).toBe(id);
  });
});
