import { expect } from '@jest/globals';
import { errorOf, retrievalOf, uploadedOf } from '../support/answers.js';
import { createTestAppBehindProxy, type TestApp } from '../support/test-app.js';
import { linkOf, NESTED_FOLDER, uploadWithFilePaths } from '../support/uploads.js';

const CLIENT = '203.0.113.10';
const LIMIT = 3;
const UNKNOWN_KEY = 'k'.repeat(22);

/** Codes that are not `code`, as many as asked. */
function wrongCodes(code: string, count: number): string[] {
  return Array.from({ length: count + 1 }, (_, index) => String(index).padStart(4, '0'))
    .filter((candidate) => candidate !== code)
    .slice(0, count);
}

/** Every request names its client through X-Forwarded-For, which TRUST_PROXY makes the server believe. */
describe('failed lookups lock out only what they guessed at', () => {
  let app: TestApp;

  afterEach(() => app.close());

  const get = (path: string) => app.http().get(path).set('X-Forwarded-For', CLIENT);

  async function upload() {
    const answer = uploadedOf(await uploadWithFilePaths(app, NESTED_FOLDER).expect(201));
    return { code: answer.folderCode, link: linkOf(answer.folderUrl), manageKey: answer.manageKey };
  }

  it('keeps links, the share page, downloads and the management key working after too many wrong codes', async () => {
    app = await createTestAppBehindProxy({ RATE_LOOKUP_FAIL_PER_15MIN: String(LIMIT) });
    const { code, link, manageKey } = await upload();
    for (const guess of wrongCodes(code, LIMIT)) await get(`/api/folders/retrieve/${guess}`).expect(404);
    const refused = await get(`/api/folders/retrieve/${wrongCodes(code, LIMIT + 1)[LIMIT]}`).expect(429);
    expect(errorOf(refused).code).toBe('too_many_failed_code_lookups');
    expect(errorOf(refused).message).toBe('Too many failed code lookups. Please wait 15 minutes and try again.');

    // Code lookups are refused, whichever route takes the code.
    await get(`/api/folders/retrieve/${code}`).expect(429);
    await get(`/s/${code}`).set('Accept', 'application/json').expect(429);

    // The link is a 128-bit key: a wrong code says nothing about it, so it keeps working.
    const shared = retrievalOf(await get(`/s/${link}`).set('Accept', 'application/json').expect(200)).data;
    await get(`/s/${link}/qr`).expect(200);
    await get(`/api/folders/${link}/qr.png`).expect(200).expect('Content-Type', 'image/png');
    const file = shared.files.find((candidate) => candidate.filepath === 'holiday/readme.txt')!;
    const download = await get(`/api/folders/${link}/files/${file.id}`).expect(200);
    expect(download.text).toBe('Photos from the trip.\n');
    await get(`/api/folders/${link}/zip`).expect(200).expect('Content-Type', /zip/);
    await get(`/api/shares/${code}/state`).set('X-Manage-Key', manageKey).expect(200);
  });

  it('refuses unknown links after too many, but still answers valid links and code lookups', async () => {
    app = await createTestAppBehindProxy({ RATE_LOOKUP_FAIL_PER_15MIN: String(LIMIT) });
    const { code, link } = await upload();
    for (const guess of wrongCodes(code, LIMIT)) await get(`/s/${guess}-${UNKNOWN_KEY}/qr`).expect(404);
    const refused = await get(`/api/folders/${wrongCodes(code, 1)[0]}-${UNKNOWN_KEY}/zip`).expect(429);
    expect(errorOf(refused).code).toBe('too_many_failed_key_lookups');
    expect(errorOf(refused).message).toMatch(/^Too many lookups of unknown links or management keys\. Please wait/);
    await get(`/s/${code}-${UNKNOWN_KEY}/qr`).expect(429);

    // Nobody guesses a 128-bit link: whoever holds one was handed it, whatever its neighbours behind the address did.
    await get(`/s/${link}/qr`).expect(200);
    await get(`/api/folders/${link}/zip`).expect(200);
    // A link scanner is not a code guesser: codes keep their own count and the guessing budget.
    await get(`/api/folders/retrieve/${code}`).expect(200);
    await get(`/s/${code}/qr`).expect(200);
  });

  it('counts wrong management keys with unknown links, not with wrong codes', async () => {
    app = await createTestAppBehindProxy({ RATE_LOOKUP_FAIL_PER_15MIN: String(LIMIT) });
    const { code, link } = await upload();
    for (let attempt = 0; attempt < LIMIT; attempt++) {
      await get(`/api/shares/${code}/state`).set('X-Manage-Key', `wrong-${attempt}`).expect(404);
    }
    await get(`/api/shares/${code}/state`).set('X-Manage-Key', 'wrong-again').expect(429);
    await get(`/s/${code}-${UNKNOWN_KEY}/qr`).expect(429);
    await get(`/s/${link}/qr`).expect(200);
    await get(`/api/folders/retrieve/${code}`).expect(200);
  });
});
