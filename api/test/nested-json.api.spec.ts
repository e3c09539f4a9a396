import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { signedInAccount } from './support/accounts.js';
import { errorOf } from './support/answers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** About 4 KB: far under the body size limit, deep enough to overflow a recursive validator. */
const LEVELS = 2_000;
const DEEP_ARRAY = '['.repeat(LEVELS) + ']'.repeat(LEVELS);
const TOO_DEEP = {
  statusCode: 400,
  code: 'json_too_deep',
  message: 'The request body is nested too deeply.',
  params: { maxDepth: 32 },
  error: 'Bad Request',
};

describe('a deeply nested JSON body', () => {
  let app: TestApp;
  let cookie: string;

  beforeAll(async () => {
    app = await createTestApp();
    ({ cookie } = await signedInAccount(app));
  });

  afterAll(() => app.close());
  afterEach(() => jest.restoreAllMocks());

  function post(method: 'post' | 'delete', path: string, body: string) {
    return app.http()[method](path).set('Content-Type', 'application/json').set('Cookie', cookie).send(body);
  }

  it.each([
    ['post', '/api/login', DEEP_ARRAY],
    ['post', '/api/signup', DEEP_ARRAY],
    ['post', '/api/reports', DEEP_ARRAY],
    ['delete', '/api/me', DEEP_ARRAY],
    // Inside an object, inside a string-free field: the depth is counted wherever the nesting is.
    ['post', '/api/login', `{"email":"a@example.com","password":${DEEP_ARRAY}}`],
    ['post', '/api/reports', `{"target":"1234","explanation":${'{"a":'.repeat(LEVELS)}1${'}'.repeat(LEVELS)}}`],
  ] as const)('is refused with 400 before validation, with no stack trace: %s %s', async (method, path, body) => {
    const errors = jest.spyOn(Logger.prototype, 'error');
    const response = await post(method, path, body).expect(400);
    expect(errorOf(response)).toEqual(TOO_DEEP);
    expect(errors).not.toHaveBeenCalled();
  });

  it('is refused in any charset the parser takes', async () => {
    const response = await fetch(`${app.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-16le' },
      body: Buffer.from(DEEP_ARRAY, 'utf16le'),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(TOO_DEEP);
  });

  it('lets 32 levels through to the route, brackets inside strings not counted', async () => {
    const nested = (levels: number) => `{"email":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)},"password":"x"}`;
    const deepest = errorOf(await post('post', '/api/login', nested(32)).expect(400));
    expect(deepest.message).toBe('Please enter your email address.');
    expect(errorOf(await post('post', '/api/login', nested(33)).expect(400))).toEqual(TOO_DEEP);

    const brackets = JSON.stringify({ email: 'nobody@example.com', password: '[{'.repeat(60) });
    await post('post', '/api/login', brackets).expect(401);
    // The refused account deletion above deleted nothing.
    await app.http().get('/api/me').set('Cookie', cookie).expect(200);
  });
});
