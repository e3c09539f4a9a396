import type { Test } from 'supertest';
import { signedInAccount } from './support/accounts.js';
import { errorOf, mySharesOf, resumableOf, uploadedOf } from './support/answers.js';
import { create, sendFrom } from './support/resumable-uploads.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { type TestFile, uploadWithFilePaths } from './support/uploads.js';

const PLANTED: TestFile[] = [{ path: 'planted/evidence.txt', content: 'put here by another site' }];
const CROSS_SITE_MESSAGE = 'This request came from another site and was refused.';

/** What a browser adds to a request another site's page makes: a current one, then one too old for Sec-Fetch-*. */
const FROM_ANOTHER_SITE: ReadonlyArray<[string, Record<string, string>]> = [
  ['Sec-Fetch-Site: cross-site', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }],
  [
    'Sec-Fetch-Site: same-site (a sibling subdomain)',
    { Origin: 'https://evil.sharecode.test', 'Sec-Fetch-Site': 'same-site' },
  ],
  ['Origin only (an older browser)', { Origin: 'https://evil.example' }],
];

function withHeaders(request: Test, headers: Record<string, string>): Test {
  for (const [name, value] of Object.entries(headers)) request.set(name, value);
  return request;
}

/**
 * Another site's page posting an upload with the victim's session cookie: the share must never land in the
 * victim's account (My shares), whichever way it is sent. Requests with neither header (curl, scripts) and our
 * own pages' requests are unaffected.
 */
describe('uploads sent by another site with a session cookie', () => {
  let app: TestApp;
  let victim: string;

  beforeEach(async () => {
    app = await createTestApp();
    ({ cookie: victim } = await signedInAccount(app));
  });

  afterEach(() => app.close());

  async function victimsShares(): Promise<string[]> {
    const listed = mySharesOf(await app.http().get('/api/my/shares').set('Cookie', victim).expect(200));
    return (listed as Array<{ code: string }>).map((item) => item.code);
  }

  describe.each(FROM_ANOTHER_SITE)('marked %s', (_marking, headers) => {
    it.each(['/api/upload', '/api/upload-folder'])(
      'POST %s is refused with 403 and keeps nothing',
      async (endpoint) => {
        const refused = await withHeaders(
          uploadWithFilePaths(app, PLANTED, { endpoint }).set('Cookie', victim),
          headers,
        );
        expect(refused.status).toBe(403);
        expect(errorOf(refused).code).toBe('cross_site_request');
        expect(errorOf(refused).message).toBe(CROSS_SITE_MESSAGE);
        expect(await victimsShares()).toEqual([]);
        expect(await app.folderCount()).toBe(0);
      },
    );

    it('a resumable upload is refused at its start', async () => {
      const files = [{ path: 'planted/big.bin', content: Buffer.from('resumable bytes') }];
      const refused = await withHeaders(create(app, files).set('Cookie', victim), headers);
      expect(refused.status).toBe(403);
      expect(errorOf(refused).code).toBe('cross_site_request');
      expect(errorOf(refused).message).toBe(CROSS_SITE_MESSAGE);
      expect(await victimsShares()).toEqual([]);
      expect(await app.folderCount()).toBe(0);
    });

    it("a resumable upload sent by the attacker's own client cannot be finished into the victim's account", async () => {
      const files = [{ path: 'planted/big.bin', content: Buffer.from('resumable bytes') }];
      const { id } = resumableOf(await create(app, files).expect(201));
      await sendFrom(app, id, files, 0);

      const refused = await withHeaders(
        app.http().post(`/api/resumable-uploads/${id}/finish`).set('Cookie', victim),
        headers,
      );
      expect(refused.status).toBe(403);
      expect(errorOf(refused).code).toBe('cross_site_request');
      expect(errorOf(refused).message).toBe(CROSS_SITE_MESSAGE);
      // Whatever the attacker's own upload made stays theirs (anonymous): nothing lands in the victim's account.
      expect(await victimsShares()).toEqual([]);
    });
  });

  it("files our own pages' uploads, and curl's, under the signed-in account as before", async () => {
    const ownPage = uploadedOf(
      await uploadWithFilePaths(app, PLANTED).set('Cookie', victim).set('Sec-Fetch-Site', 'same-origin').expect(201),
    ).folderCode;
    const sameOrigin = uploadedOf(
      await uploadWithFilePaths(app, PLANTED).set('Cookie', victim).set('Origin', app.baseUrl).expect(201),
    ).folderCode;
    // No Origin, no Sec-Fetch-Site: a program, which cannot carry someone else's cookie.
    const curl = uploadedOf(await uploadWithFilePaths(app, PLANTED).set('Cookie', victim).expect(201)).folderCode;

    const files = [{ path: 'queued/offline.bin', content: Buffer.from('sent by the service worker') }];
    const { id } = resumableOf(
      await create(app, files).set('Cookie', victim).set('Sec-Fetch-Site', 'same-origin').expect(201),
    );
    await sendFrom(app, id, files, 0);
    const resumed = uploadedOf(
      await app
        .http()
        .post(`/api/resumable-uploads/${id}/finish`)
        .set('Cookie', victim)
        .set('Sec-Fetch-Site', 'same-origin')
        .expect(201),
    ).folderCode;

    expect((await victimsShares()).sort()).toEqual([ownPage, sameOrigin, curl, resumed].sort());
  });

  it('takes anonymous uploads without these headers, as documented for curl', async () => {
    await uploadWithFilePaths(app, PLANTED).expect(201);
    expect(await app.folderCount()).toBe(1);
  });

  it('costs the visitor none of their uploads: refused before the rate limit counts', async () => {
    await app.close();
    app = await createTestApp({ env: { RATE_UPLOAD_PER_HOUR: '1' } });
    ({ cookie: victim } = await signedInAccount(app));
    for (const [, headers] of FROM_ANOTHER_SITE) {
      expect((await withHeaders(uploadWithFilePaths(app, PLANTED).set('Cookie', victim), headers)).status).toBe(403);
      expect(
        (
          await withHeaders(
            create(
              app,
              PLANTED.map(({ path }) => ({ path, content: Buffer.from('x') })),
            ),
            headers,
          )
        ).status,
      ).toBe(403);
    }
    await uploadWithFilePaths(app, PLANTED).set('Cookie', victim).set('Sec-Fetch-Site', 'same-origin').expect(201);
    await uploadWithFilePaths(app, PLANTED).expect(429);
  });
});
