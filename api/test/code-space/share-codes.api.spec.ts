import { expect } from '@jest/globals';
import { CodeSpace } from '../../src/code-space/code-space.js';
import { CODE_SPACE } from '../../src/code-space/codes.js';
import { signedInAccount } from '../support/accounts.js';
import { errorOf, uploadedOf } from '../support/answers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { NESTED_FOLDER, uploadWithFilePaths } from '../support/uploads.js';
import { allocateRequestCode, SteeredDraws } from './support.js';

const TWO_HOURS_MS = 2 * 60 * 60 * 1000;
const KEY_HEADER = 'X-Manage-Key';

describe("a share's code in the code space", () => {
  let app: TestApp;
  let space: CodeSpace;
  const draws = new SteeredDraws();

  beforeEach(async () => {
    draws.queue.length = 0;
    app = await createTestApp({ overrides: [draws.override] });
    space = app.app.get(CodeSpace);
  });

  afterEach(() => app.close());

  async function share(cookie?: string): Promise<{ code: string; manageKey: string }> {
    const upload = uploadWithFilePaths(app, NESTED_FOLDER);
    if (cookie) upload.set('Cookie', cookie);
    const { folderCode, manageKey } = uploadedOf(await upload.expect(201));
    return { code: folderCode, manageKey };
  }

  it('is held from its upload until cleanup deletes the share its sender ended, then free', async () => {
    const { code, manageKey } = await share();
    expect(await space.holderOf(code)).toBe('share');
    await app.http().delete(`/api/shares/${code}`).set(KEY_HEADER, manageKey).expect(204);
    // Ended, its row stays until cleanup, and its code with it: the code still says why it ended.
    expect(await space.holderOf(code)).toBe('share');

    await app.cleanup.runScheduled();
    expect(await space.holderOf(code)).toBeNull();
    expect(await space.countHeld()).toBe(0);
    // Its tombstone answers for the code while nothing holds it, as before.
    expect(errorOf(await app.http().get(`/api/folders/retrieve/${code}`).expect(410)).code).toBe('share_ended');
  });

  it('is free once cleanup deletes the share that expired', async () => {
    const { code } = await share();
    app.clock.advance(TWO_HOURS_MS + 1);
    await app.cleanup.runScheduled();
    expect(await space.holderOf(code)).toBeNull();
  });

  it('is free at once when its sender deletes it from My shares', async () => {
    const { cookie } = await signedInAccount(app);
    const { code } = await share(cookie);
    await app.http().delete(`/api/my/shares/${code}`).set('Cookie', cookie).expect(204);
    expect(await space.holderOf(code)).toBeNull();
  });

  it('is never given to a request while its share is live', async () => {
    const { code } = await share();
    draws.queue.push(Number(code));
    const requestCode = await allocateRequestCode(app);
    expect(requestCode).not.toBeNull();
    expect(requestCode).not.toBe(code);
    expect(await space.holderOf(code)).toBe('share');
  });

  it('goes to a request at once when its share expired and cleanup has not run yet', async () => {
    const { code } = await share();
    app.clock.advance(TWO_HOURS_MS + 1);
    draws.queue.push(Number(code));
    expect(await allocateRequestCode(app)).toBe(code);
    expect(await space.holderOf(code)).toBe('request');
    expect(await app.folderCount()).toBe(0);
  });
});

describe('the guessing budget', () => {
  it('counts every code in use, requests included, not only shares', async () => {
    // One failed lookup per window for every 3 codes in use: one share and two requests leave a budget of one.
    const app = await createTestApp({
      env: { TRUST_PROXY: 'on', CODE_GUESS_EXPOSURE: String(3 / CODE_SPACE), CODE_GUESS_POW_WORK: '2000' },
    });
    try {
      const { folderCode: code } = uploadedOf(await uploadWithFilePaths(app, NESTED_FOLDER).expect(201));
      await allocateRequestCode(app);
      await allocateRequestCode(app);
      const held = await app.app.get(CodeSpace).heldCodes();
      const unused = ['0000', '0001', '0002', '0003'].find((candidate) => !held.has(candidate))!;
      const lookup = (path: string, client: string) =>
        app.http().get(path).set('X-Forwarded-For', client).set('Accept', 'application/json');

      await lookup(`/api/folders/retrieve/${unused}`, '10.0.0.1').expect(404);
      // Counting the share alone, the budget would be 3 guesses and this lookup would need no proof of work.
      await lookup(`/api/folders/retrieve/${code}`, '10.0.0.2').expect(429);
    } finally {
      await app.close();
    }
  });
});
