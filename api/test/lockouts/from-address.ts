import { request as httpRequest } from 'node:http';

/** No request of these tests may hang: a server that stops answering fails the test instead. */
const REQUEST_TIMEOUT_MS = 15_000;

export interface Answer {
  status: number;
  /** Parsed JSON; undefined for any other answer. */
  body: unknown;
}

/**
 * A client at `source`, a loopback address: the API tells clients apart by the socket's address (TRUST_PROXY is
 * off), and on loopback any 127.x.y.z can be the source, so two clients with the same `source` are neighbours
 * behind one NAT as the server sees them. A `body` goes as JSON.
 */
export function clientAt(baseUrl: string, source: string) {
  return (method: string, path: string, headers: Record<string, string> = {}, body?: object): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const request = httpRequest(new URL(path, baseUrl), {
        method,
        agent: false,
        localAddress: source,
        timeout: REQUEST_TIMEOUT_MS,
        headers: { Accept: 'application/json', ...(body && { 'Content-Type': 'application/json' }), ...headers },
      });
      request.on('timeout', () => request.destroy(new Error(`${method} ${path} from ${source} did not answer`)));
      request.on('error', reject);
      request.on('response', (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => {
          const text = Buffer.concat(parts).toString();
          const json = (response.headers['content-type'] ?? '').includes('json') && text !== '';
          resolve({ status: response.statusCode!, body: json ? (JSON.parse(text) as unknown) : undefined });
        });
      });
      request.end(body && JSON.stringify(body));
    });
}
