import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/database/database-unavailable.exception.js';
import { errorOf, folderOf, rawBodyOf } from '../support/answers.js';
import { newAccount } from '../support/accounts.js';
import { eventually } from '../support/poll.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { shareWithLink, type TestFile, uploadWithFilePaths } from '../support/uploads.js';
import { createPostgres, type PostgresServer } from './support/postgres-server.js';
import { LOCAL_DISK_ENV } from '../durability/support/local-disk-env.js';

/** An outage answers this fast: a server that is down refuses at once, and nothing waits on it. */
const PROMPT_MS = 1_500;
/** Longer than a looked-up share is kept in memory (FolderCache). */
const FOLDER_CACHE_MS = 600;
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

  /** Sends a request and checks it is refused with the database's 503 promptly. */
  async function refusedPromptly(send: () => PromiseLike<{ status: number; body: unknown }>): Promise<void> {
    const started = Date.now();
    const response = await send();
    expect(Date.now() - started).toBeLessThan(PROMPT_MS);
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ message: DATABASE_UNAVAILABLE_MESSAGE, error: 'Service Unavailable' });
  }

  it('answers 503 promptly while it is down, logs it once, stays up, and serves again once it is back', async () => {
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const logs = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const { code, link } = await shareWithLink(app, FILES, '24h');
    const url = folderOf(await app.http().get(`/s/${link}/qr`).expect(200)).files[0].url;

    await postgres.stop();
    // Past the half second lookups are answered from memory.
    await new Promise((resolve) => setTimeout(resolve, FOLDER_CACHE_MS));

    await refusedPromptly(() => app.http().get(`/api/folders/retrieve/${code}`));
    await refusedPromptly(() => app.http().get(`/s/${link}/qr`));
    await refusedPromptly(() => app.http().post('/api/signup').send(newAccount()));
    const storedBefore = (await app.storedFiles()).sort();
    await refusedPromptly(() => uploadWithFilePaths(app, FILES));
    expect((await app.storedFiles()).sort()).toEqual(storedBefore);
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
      10_000,
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
