import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { DatabaseOutage } from '../../src/database/database-outage.js';
import { errorOf, folderOf, rawBodyOf } from '../support/answers.js';
import { newAccount } from '../support/accounts.js';
import { eventually } from '../support/poll.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { shareWithLink, type TestFile, uploadWithFilePaths } from '../support/uploads.js';
import { createPostgres, type PostgresServer } from './support/postgres-server.js';
import { LOCAL_DISK_ENV } from '../durability/support/local-disk-env.js';

/** What a request that needs the database answers while it is away, word for word. */
const DATABASE_UNAVAILABLE = 'The database is not responding right now. Please try again in a moment.';
/** What node-postgres and its pool say when they gave up waiting: a request that met one waited on the outage. */
const WAITED = /timeout|timed out/i;
const FILES: TestFile[] = [{ path: 'doc/kept.txt', content: 'kept across the outage\n' }];

/**
 * Runs in the scale-out run only (it needs Debian's PostgreSQL): an app on a PostgreSQL server of its own,
 * which the test stops and starts again. No worker beside the app: it would report the outage too.
 */
describe('PostgreSQL going away and coming back', () => {
  let postgres: PostgresServer;
  let app: TestApp;

  beforeAll(async () => {
    postgres = await createPostgres();
    app = await createTestApp({ env: { DATABASE_URL: postgres.url, ...LOCAL_DISK_ENV }, worker: false });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await postgres?.remove();
  });

  afterEach(() => jest.restoreAllMocks());

  /** Sends a request and checks that it is refused with the database's 503, however long that took. */
  async function refused(send: () => PromiseLike<{ status: number; body: unknown }>): Promise<void> {
    const response = await send();
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({
      code: 'database_unavailable',
      message: DATABASE_UNAVAILABLE,
      error: 'Service Unavailable',
    });
  }

  it('answers 503 while it is down, without waiting on it, logs it once, stays up, and serves again once it is back', async () => {
    // Every failure the app meets on the database, whether or not it is logged (only the first one is).
    const failures = jest.spyOn(DatabaseOutage.prototype, 'failed');
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const logs = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const { code, link } = await shareWithLink(app, FILES, '24h');
    const url = folderOf(await app.http().get(`/s/${link}/qr`).expect(200)).files[0].url;

    await postgres.stop();
    // Past the moment looked-up shares are answered from memory (FolderCache), on the app's clock: moved by the
    // test, so every request below needs the database.
    app.clock.advance(1_000);

    await refused(() => app.http().get(`/api/folders/retrieve/${code}`));
    await refused(() => app.http().get(`/s/${link}/qr`));
    await refused(() => app.http().post('/api/signup').send(newAccount()));
    const storedBefore = (await app.storedFiles()).sort();
    await refused(() => uploadWithFilePaths(app, FILES));
    expect((await app.storedFiles()).sort()).toEqual(storedBefore);
    // A server that is down refuses connections at once, and each request gave up on the first refusal: none
    // waited out a connection or query timeout (which the 503 would hide, only later).
    const causes = failures.mock.calls.map(([error]) => {
      const { code: errorCode, message } = error as { code?: string; message?: string };
      return `${errorCode ?? ''} ${message ?? String(error)}`;
    });
    expect(causes).toContainEqual(expect.stringContaining('ECONNREFUSED'));
    expect(causes.filter((cause) => WAITED.test(cause))).toEqual([]);
    const health = await app.http().get('/api/health').expect(503);
    expect(health.body).toMatchObject({ database: 'down', storage: 'up' });
    expect(errorOf(health).message).toMatch(/database/);
    const outageLines = errors.mock.calls.map(([line]) => String(line)).filter((line) => /database/i.test(line));
    expect(outageLines).toHaveLength(1);
    expect(outageLines[0]).toMatch(/The database is not answering/);

    await postgres.start();
    await eventually(
      async () => (await app.http().get(`/api/folders/retrieve/${code}`)).status === 200,
      'code lookups work again',
    );
    expect(rawBodyOf(await app.http().get(url).responseType('blob').expect(200)).toString()).toBe(FILES[0].content);
    await uploadWithFilePaths(app, FILES).expect(201);
    await app.http().post('/api/signup').send(newAccount()).expect(201);
    expect((await app.http().get('/api/health').expect(200)).body).toMatchObject({ database: 'up' });
    expect(logs.mock.calls.map(([line]) => String(line))).toContainEqual(
      expect.stringMatching(/database answers again/),
    );
  }, 60_000);
});
