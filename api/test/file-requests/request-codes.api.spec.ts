import { expect, jest } from '@jest/globals';
import { RelayWaits } from '../../src/relay/relay-timing.js';
import { CodeGuessBudget } from '../../src/folders/guessing/code-guess-budget.js';
import { errorOf } from '../support/answers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { LIVE_EXCHANGE_WAITS } from '../live/support.js';
import { exchangeWith, requesterPoll, requestHost, startOnceSenderListens } from '../code-exchange/support.js';
import { makeRequest, REQUESTER_KEY } from './support.js';

/** A file request's code typed where a share's is: told apart, and its key handed over by its requester's page. */
describe("a file request's code", () => {
  let app: TestApp;
  const http = () => app.http();

  beforeAll(async () => {
    app = await createTestApp({ overrides: [{ token: RelayWaits, value: LIVE_EXCHANGE_WAITS }] });
  });

  afterAll(() => app.close());

  it("is told apart by a share's code lookup, with the request's link, and is not counted as a guess", async () => {
    const budget = app.app.get(CodeGuessBudget);
    const request = await makeRequest(app);
    const admitted = jest.spyOn(budget, 'admit');
    const settled = jest.spyOn(budget, 'settle');
    try {
      const answer = await http().get(`/api/folders/retrive/${request.code}`).expect(409);
      expect(errorOf(answer)).toMatchObject({
        code: 'file_request_code',
        requestLink: request.link,
        requesterPresent: false,
      });
      expect([admitted.mock.calls.length, settled.mock.calls.length]).toEqual([1, 1]);
    } finally {
      admitted.mockRestore();
      settled.mockRestore();
    }
  });

  it("says its requester is there while the requester's page polls for it, on the lookup and the uploader's read", async () => {
    const request = await makeRequest(app);
    const poll = requesterPoll(http, request).then((response) => response);
    await startOnceSenderListens(http, request.code);
    const lookup = await http().get(`/api/folders/retrive/${request.code}`).expect(409);
    expect(errorOf(lookup).requesterPresent).toBe(true);
    const read = await http().get(`/api/file-requests/${request.link}`).expect(200);
    expect((read.body as { requesterPresent: boolean }).requesterPresent).toBe(true);
    await poll;
  });

  it("hands its key over through the code exchange with its requester's open page", async () => {
    const request = await makeRequest(app);
    await exchangeWith(http, http, requestHost(request));
  });

  it('starts no exchange once its requester ended it, and hosts it for no wrong requester key', async () => {
    const request = await makeRequest(app);
    const wrong = await requesterPoll(http, { ...request, requesterKey: 'k'.repeat(22) }).expect(200);
    expect(JSON.stringify(wrong.body)).toContain('403');
    await http().delete(`/api/file-requests/${request.code}`).set(REQUESTER_KEY, request.requesterKey).expect(204);
    const started = await http().post(`/api/code-exchange/${request.code}`).expect(410);
    expect(errorOf(started).reason).toBe('ended');
  });
});
