/**
 * A forwarding proxy in front of the API, as a server (or anyone on the way) acting against the people it serves
 * would be: it records every request the browser sends, and rewrites the JSON of the answers a test names. The
 * pages are loaded through it too, so everything the browser does passes here (pattern of
 * tests/e2e/pwa/support/cutting-proxy.ts).
 */
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Rewrites an answer's parsed JSON body; returns what the browser gets instead. */
type JsonRewrite = (body: unknown) => unknown;

export interface RewritingProxy {
  url: string;
  /** "METHOD /path" of every request the browser sent through, in order. */
  readonly seen: readonly string[];
  /** Rewrites the JSON answered to `GET` requests whose path matches `path` (until `clear`). */
  rewrite(path: RegExp, change: JsonRewrite): void;
  clear(): void;
  close(): Promise<void>;
}

export async function startRewritingProxy(target: string): Promise<RewritingProxy> {
  const upstreamUrl = new URL(target);
  const seen: string[] = [];
  let rules: { path: RegExp; change: JsonRewrite }[] = [];

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '').split('?')[0];
    seen.push(`${request.method} ${path}`);
    const rule = request.method === 'GET' ? rules.find((each) => each.path.test(path)) : undefined;
    const headers = { ...request.headers, connection: 'close' };
    if (rule) {
      // The body is read whole, so it must come plain and whole every time (no compression, no 304).
      delete headers['accept-encoding'];
      delete headers['if-none-match'];
    }
    const upstream = forward(
      { host: upstreamUrl.hostname, port: upstreamUrl.port, path: request.url, method: request.method, headers },
      (answer) => {
        const type = answer.headers['content-type'] ?? '';
        if (!rule || !type.includes('application/json')) {
          response.writeHead(answer.statusCode ?? 502, { ...answer.headers, connection: 'close' });
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          let body = Buffer.concat(chunks);
          if ((answer.statusCode ?? 0) === 200)
            body = Buffer.from(JSON.stringify(rule.change(JSON.parse(body.toString()))));
          const out = { ...answer.headers, connection: 'close', 'content-length': String(body.length) };
          delete out.etag;
          delete out['transfer-encoding'];
          response.writeHead(answer.statusCode ?? 502, out);
          response.end(body);
        });
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://localhost:${port}`,
    get seen() {
      return seen;
    },
    rewrite(path, change) {
      rules.push({ path, change });
    },
    clear() {
      rules = [];
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
