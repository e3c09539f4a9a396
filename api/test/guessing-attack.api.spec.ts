import { Agent, get as httpGet } from 'node:http';
import { randomInt } from 'node:crypto';
import { CODE_SPACE, formatCode } from '../src/code-space/codes.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { uploadedOf } from './support/answers.js';
import { linkOf, uploadWithFilePaths } from './support/uploads.js';

/**
 * An attacker as the threat model has it: many source addresses (all of 127.0.0.0/8 is loopback), each
 * guessing random codes on every code route until it is refused, with the default limits. Bounded in
 * addresses and guesses per address, not in time: the whole attack is made, however long a busy machine takes.
 */
const LIVE_SHARES = 100;
const ADDRESSES = 500;
const GUESSES_PER_ADDRESS = 30;
const PARALLEL_ADDRESSES = 50;
/** A guard against a hang, not a measure of speed: far longer than the attack takes on a busy machine. */
const TEST_TIMEOUT_MS = 180_000;
/** With the default exposure of 0.1 the expected number opened is 0.1; 3 or more has odds below 2 in 10 000. */
const MOST_SHARES_OPENED = 2;

const CODE_ROUTES = [
  (code: string) => `/api/folders/retrive/${code}`,
  (code: string) => `/api/folders/retrieve/${code}`,
  (code: string) => `/s/${code}`,
  (code: string) => `/s/${code}/qr`,
];

interface Answer {
  status: number;
  body: { data?: { folderCode?: string } };
}

/** A GET from one source address, asking for JSON. */
function getFrom(agent: Agent, url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpGet(url, { agent, headers: { Accept: 'application/json' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const body = text.startsWith('{') ? (JSON.parse(text) as Answer['body']) : {};
        resolve({ status: response.statusCode ?? 0, body });
      });
    }).on('error', reject);
  });
}

/** The index-th address of a /16 inside 127.0.0.0/8, skipping host 0 of each /24. */
function loopbackAddress(block: number, index: number): string {
  return `127.${block}.${Math.floor(index / 254)}.${(index % 254) + 1}`;
}

describe('guessing codes from many addresses', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({
      env: { RATE_LOOKUP_PER_MIN: '60', RATE_LOOKUP_FAIL_PER_15MIN: '10', CODE_GUESS_EXPOSURE: '0.1' },
    });
  });

  afterAll(() => app.close());

  it(
    'opens at most a share or two, and every share still opens by its link',
    async () => {
      const links = new Map<string, string>();
      for (let i = 0; i < LIVE_SHARES; i++) {
        const uploaded = uploadedOf(
          await uploadWithFilePaths(app, [{ path: `share-${i}.txt`, content: `share ${i}` }]).expect(201),
        );
        links.set(uploaded.folderCode, linkOf(uploaded.folderUrl));
      }

      const opened = new Set<string>();
      const statuses = new Map<number, number>();
      let next = 0;
      const attacker = async () => {
        while (next < ADDRESSES) {
          const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: loopbackAddress(10, next++) });
          try {
            for (let guess = 0; guess < GUESSES_PER_ADDRESS; guess++) {
              const route = CODE_ROUTES[guess % CODE_ROUTES.length];
              const answer = await getFrom(agent, `${app.baseUrl}${route(formatCode(randomInt(CODE_SPACE)))}`);
              statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
              if (answer.status === 200 && answer.body.data?.folderCode) opened.add(answer.body.data.folderCode);
              if (answer.status === 429) break;
            }
          } finally {
            agent.destroy();
          }
        }
      };
      await Promise.all(Array.from({ length: PARALLEL_ADDRESSES }, attacker));

      expect(next).toBe(ADDRESSES);
      // Without a service-wide budget, 500 addresses × 10 failures each would open about half the shares.
      expect(statuses.get(404) ?? 0).toBeLessThanOrEqual(10);
      expect(statuses.get(429) ?? 0).toBeGreaterThanOrEqual(ADDRESSES - MOST_SHARES_OPENED);
      expect(opened.size).toBeLessThanOrEqual(MOST_SHARES_OPENED);

      // Links are never refused by the budget: each share opens from an address of its own.
      let index = 0;
      for (const [code, link] of links) {
        const agent = new Agent({ localAddress: loopbackAddress(20, index++) });
        const answer = await getFrom(agent, `${app.baseUrl}/s/${link}/qr`);
        agent.destroy();
        expect({ code, status: answer.status }).toEqual({ code, status: 200 });
      }
    },
    TEST_TIMEOUT_MS,
  );
});
