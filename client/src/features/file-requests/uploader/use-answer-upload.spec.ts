import type { QueuedUpload } from '../../../lib/platform/app-database';
import { type AnswerUpload, reconciled } from './use-answer-upload';

const LINK = '4821-q8Xk0vY3m9TfR2cLw7hN1A';

function queued(id: string, requestLink: string, status: QueuedUpload['status'] = 'queued'): QueuedUpload {
  return {
    id,
    createdAt: 0,
    retention: '2h',
    files: [],
    totalBytes: 1_000,
    status,
    ...(status === 'failed' ? { error: 'This request takes no more files.' } : {}),
    target: { kind: 'answer', requestLink, answerId: 'a'.repeat(22), wrappedKey: 'w', uploadToken: 't' },
  };
}

const sending: AnswerUpload = { state: 'sending', id: 'u1', since: 100, progress: { loaded: 10, total: 1_000 } };

describe("an answer's state, as the upload queue's records say it", () => {
  it('has arrived once its record left the queue, even if the page never heard it', () => {
    expect(reconciled(sending, [], 150, LINK)).toEqual({ state: 'arrived' });
  });

  it('is not ended by a reading of the queue taken before the page followed it', () => {
    expect(reconciled(sending, [], 50, LINK)).toBe(sending);
  });

  it('stays sending while its record is queued, and fails with the reason of a record refused for good', () => {
    expect(reconciled(sending, [queued('u1', LINK)], 150, LINK)).toBe(sending);
    expect(reconciled(sending, [queued('u1', LINK, 'failed')], 150, LINK)).toEqual({
      state: 'failed',
      message: 'This request takes no more files.',
    });
  });

  it('is followed when this page sent nothing but an answer to its request is queued (a reopened page)', () => {
    expect(reconciled({ state: 'idle' }, [queued('u2', 'other-link'), queued('u3', LINK)], 150, LINK)).toEqual({
      state: 'sending',
      id: 'u3',
      since: 150,
      progress: { loaded: 0, total: 1_000 },
    });
    expect(reconciled({ state: 'idle' }, [queued('u2', 'other-link')], 150, LINK)).toEqual({ state: 'idle' });
  });
});
