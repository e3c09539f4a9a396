import { askThumbnail, DEFAULT_RETRY_MS, retryDelayMs } from './thumbnail-answer';

describe(retryDelayMs.name, () => {
  it('reads seconds and HTTP dates, within reason', () => {
    expect(retryDelayMs('2')).toBe(2_000);
    expect(retryDelayMs('0')).toBe(0);
    expect(retryDelayMs('3600')).toBe(30_000);
    expect(retryDelayMs(null)).toBe(DEFAULT_RETRY_MS);
    expect(retryDelayMs('soon')).toBe(DEFAULT_RETRY_MS);
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(retryDelayMs('Tue, 01 Jan 2030 00:00:05 GMT', now)).toBe(5_000);
  });
});

describe(askThumbnail.name, () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  const answer = (status: number, headers: Record<string, string> = {}) => {
    globalThis.fetch = jest.fn(() => Promise.resolve(new Response(status === 200 ? 'x' : '{}', { status, headers })));
  };

  it('is pending, with its Retry-After, while the thumbnail is being made', async () => {
    answer(409, { 'Retry-After': '3' });
    expect(await askThumbnail('/t')).toEqual({ kind: 'pending', retryAfterMs: 3_000 });
  });

  it('is none when no thumbnail will be made, ready when it is there', async () => {
    answer(404);
    expect(await askThumbnail('/t')).toEqual({ kind: 'none' });
    answer(200);
    expect(await askThumbnail('/t')).toEqual({ kind: 'ready' });
  });

  it('tries again later when the network fails', async () => {
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await askThumbnail('/t')).toEqual({ kind: 'pending', retryAfterMs: DEFAULT_RETRY_MS });
  });
});
