import type { QueuedUpload, RecentShare } from './upload-queue/upload-queue';
import {
  INITIAL_UPLOAD_QUEUE_STATE,
  isOwnEvent,
  PRESSING,
  queueOf,
  uploadQueueReducer,
  type UploadQueueAction,
  type UploadQueueState,
} from './upload-queue-state';

function recent(id: string, announced = true): RecentShare {
  return {
    id,
    sharedAt: 0,
    announced,
    manageKey: `key-${id}`,
    folderCode: `code-${id}`,
    folderUrl: `http://localhost/s/${id}`,
    qrCode: 'data:image/png;base64,',
    retention: '2h',
    status: 'live',
    expiresAt: new Date(0).toISOString(),
    files: [
      { filename: 'a.txt', filepath: 'a.txt', filesize: 100 },
      { filename: 'b.txt', filepath: 'b.txt', filesize: 50 },
    ],
  };
}

function queued(id: string, extra: Partial<QueuedUpload> = {}): QueuedUpload {
  return {
    id,
    createdAt: 7,
    retention: '2h',
    files: [{ path: 'a.txt', size: 300, type: 'text/plain' }],
    totalBytes: 300,
    status: 'queued',
    ...extra,
  };
}

function run(state: UploadQueueState, ...actions: UploadQueueAction[]): UploadQueueState {
  return actions.reduce(uploadQueueReducer, state);
}

const progress = (loaded: number, total = 300) => ({ loaded, total });

/** The share pressed here, queued as `id` while online and being sent. */
function pressed(id = 'u1'): UploadQueueState {
  return run(INITIAL_UPLOAD_QUEUE_STATE, { type: 'preparing' }, { type: 'queued', id, total: 300, online: true });
}

/** The share pressed here, announced: its code shows while its files are sent. */
function announced(id = 'u1'): UploadQueueState {
  return run(pressed(id), { type: 'event', event: { type: 'shared', id, share: recent(id) } });
}

describe('isOwnEvent', () => {
  it('takes the events of the upload pressed here, and none without an upload', () => {
    const state = pressed('u1');
    expect(isOwnEvent(state, { type: 'waiting', id: 'u1', reason: 'offline' })).toBe(true);
    expect(isOwnEvent(state, { type: 'waiting', id: 'u2', reason: 'offline' })).toBe(false);
    expect(isOwnEvent(state, { type: 'changed' })).toBe(false);
  });

  it('adopts a share no page showed yet while nothing is pressed, but not one already shown', () => {
    const idle = INITIAL_UPLOAD_QUEUE_STATE;
    expect(isOwnEvent(idle, { type: 'shared', id: 'u2', share: recent('u2', false) })).toBe(true);
    expect(isOwnEvent(idle, { type: 'completed', id: 'u2', share: recent('u2', false) })).toBe(true);
    expect(isOwnEvent(idle, { type: 'shared', id: 'u2', share: recent('u2', true) })).toBe(false);
    expect(isOwnEvent(idle, { type: 'failed', id: 'u2', message: 'no' })).toBe(false);
  });

  it('takes nothing else while Share Files is being queued', () => {
    const preparing = run(INITIAL_UPLOAD_QUEUE_STATE, { type: 'preparing' });
    expect(preparing.current).toBe(PRESSING);
    expect(isOwnEvent(preparing, { type: 'shared', id: 'u2', share: recent('u2', false) })).toBe(false);
  });
});

describe('uploadQueueReducer', () => {
  describe('pressing Share Files', () => {
    it('prepares, then sends at once when online', () => {
      const preparing = run(INITIAL_UPLOAD_QUEUE_STATE, { type: 'preparing' });
      expect(preparing.share).toEqual({ status: 'preparing' });
      expect(pressed('u1')).toMatchObject({
        current: 'u1',
        share: { status: 'uploading', progress: progress(0), id: 'u1' },
      });
    });

    it('waits for the connection when queued offline', () => {
      const state = run(
        INITIAL_UPLOAD_QUEUE_STATE,
        { type: 'preparing' },
        { type: 'queued', id: 'u1', total: 3, online: false },
      );
      expect(state).toMatchObject({ current: 'u1', share: { status: 'queued', reason: 'offline' } });
    });

    it('keeps a state that moved on while the upload was being queued', () => {
      const ended = run(
        INITIAL_UPLOAD_QUEUE_STATE,
        { type: 'preparing' },
        { type: 'reset' },
        { type: 'queued', id: 'u1', total: 3, online: true },
      );
      expect(ended).toMatchObject({ current: 'u1', share: { status: 'idle' } });
    });

    it('says why a selection was refused, or could not be queued', () => {
      const refused = run(pressed('u1'), { type: 'refused', message: 'bad name' });
      expect(refused).toMatchObject({ current: 'u1', share: { status: 'failed', message: 'bad name' } });
      const failed = run(INITIAL_UPLOAD_QUEUE_STATE, { type: 'preparing' }, { type: 'queue-failed', message: 'full' });
      expect(failed).toMatchObject({ current: null, share: { status: 'failed', message: 'full' } });
    });
  });

  describe('the queue and the recent shares', () => {
    it('lists them, with the shares still being sent and how far they got', () => {
      const withShare = queued('u1', { share: recent('u1') });
      const state = run(
        INITIAL_UPLOAD_QUEUE_STATE,
        { type: 'progress', id: 'u1', progress: progress(120) },
        { type: 'listed', uploads: [withShare, queued('u2')], recent: [recent('u1')], online: true },
      );
      expect(state.uploads).toEqual([withShare, queued('u2')]);
      expect(state.recent).toEqual([recent('u1')]);
      expect([...state.sending]).toEqual([['u1', { progress: progress(120), waiting: undefined }]]);
    });

    it('leaves out answers to file requests, which their own page shows, and forgets their progress once answered', () => {
      const target = {
        kind: 'answer' as const,
        requestLink: '4821-q8Xk0vY3m9TfR2cLw7hN1A',
        answerId: 'AAAAAAAAAAAAAAAAAAAAAA',
        wrappedKey: 'w',
        uploadToken: 't',
      };
      const answer = queued('a1', { target, sessionId: 'session-1' });
      const listed = run(
        INITIAL_UPLOAD_QUEUE_STATE,
        { type: 'progress', id: 'a1', progress: progress(120) },
        { type: 'listed', uploads: [answer, queued('u2')], recent: [], online: true },
      );
      expect(listed.uploads).toEqual([queued('u2')]);
      expect(listed.sending.has('a1')).toBe(false);
      const answered = run(listed, { type: 'event', event: { type: 'answered', id: 'a1' } });
      expect(answered.live.has('a1')).toBe(false);
      expect(answered.share).toEqual(listed.share);
    });

    it('says a share not heard of yet waits for the connection while offline', () => {
      const uploads = [queued('u1', { share: recent('u1') }), queued('u2', { share: recent('u2'), status: 'failed' })];
      const offline = run(INITIAL_UPLOAD_QUEUE_STATE, { type: 'listed', uploads, recent: [], online: false });
      expect([...offline.sending]).toEqual([['u1', { progress: progress(0), waiting: 'offline' }]]);
      const online = run(INITIAL_UPLOAD_QUEUE_STATE, { type: 'listed', uploads, recent: [], online: true });
      expect(online.sending.get('u1')).toEqual({ progress: progress(0), waiting: undefined });
    });

    it('queues those without a share, or failed, but not the one sending here', () => {
      const uploads = [
        queued('u1'),
        queued('u2'),
        queued('u3', { share: recent('u3') }),
        queued('u4', { share: recent('u4'), status: 'failed', error: 'refused' }),
      ];
      const state = run(
        pressed('u1'),
        { type: 'progress', id: 'u2', progress: progress(30) },
        { type: 'listed', uploads, recent: [], online: true },
      );
      expect(queueOf(state)).toEqual([
        {
          id: 'u2',
          fileCount: 1,
          totalBytes: 300,
          createdAt: 7,
          status: 'uploading',
          progress: progress(30),
          error: undefined,
        },
        {
          id: 'u4',
          fileCount: 1,
          totalBytes: 300,
          createdAt: 7,
          status: 'failed',
          progress: undefined,
          error: 'refused',
        },
      ]);
      const paused = run(state, { type: 'event', event: { type: 'waiting', id: 'u2', reason: 'connection' } });
      expect(queueOf(paused)[0]).toMatchObject({ id: 'u2', status: 'waiting', progress: progress(30) });
    });
  });

  describe('progress', () => {
    it('is held until the next frame, then shows on the share pressed here and on the shares being sent', () => {
      const listed = run(announced('u1'), {
        type: 'listed',
        uploads: [queued('u1', { share: recent('u1') }), queued('u2', { share: recent('u2') })],
        recent: [],
        online: true,
      });
      const heard = run(
        listed,
        { type: 'progress', id: 'u1', progress: progress(100) },
        { type: 'progress', id: 'u2', progress: progress(40) },
        { type: 'progress', id: 'u9', progress: progress(1) },
      );
      expect(heard.share).toEqual(listed.share);
      expect(heard.sending).toBe(listed.sending);
      const shown = run(heard, { type: 'frame' });
      expect(shown.share).toEqual({ status: 'uploading', progress: progress(100), id: 'u1', share: recent('u1') });
      expect(shown.sending.get('u1')).toEqual({ progress: progress(100) });
      expect(shown.sending.get('u2')).toEqual({ progress: progress(40) });
      expect(shown.sending.has('u9')).toBe(false);
      expect(shown.unshown.size).toBe(0);
    });

    it('clears a pause of the share pressed here, and makes one queued offline show as sending', () => {
      const paused = run(announced('u1'), { type: 'event', event: { type: 'waiting', id: 'u1', reason: 'offline' } });
      const resumed = run(paused, { type: 'progress', id: 'u1', progress: progress(5) }, { type: 'frame' });
      expect(resumed.share).toMatchObject({ status: 'uploading', progress: progress(5), waiting: undefined });
      const offline = run(
        INITIAL_UPLOAD_QUEUE_STATE,
        { type: 'preparing' },
        { type: 'queued', id: 'u1', total: 3, online: false },
      );
      const sent = run(offline, { type: 'progress', id: 'u1', progress: progress(1, 3) }, { type: 'frame' });
      expect(sent.share).toEqual({ status: 'uploading', progress: progress(1, 3), id: 'u1' });
    });

    it('heard before another event of its upload does not show over that event', () => {
      const state = run(
        announced('u1'),
        { type: 'progress', id: 'u1', progress: progress(200) },
        { type: 'event', event: { type: 'completed', id: 'u1', share: recent('u1') } },
        { type: 'frame' },
      );
      expect(state.share).toEqual({ status: 'success', result: recent('u1') });
    });
  });

  describe('events', () => {
    it('shared: the share pressed here shows its code, with the progress heard so far', () => {
      const state = run(
        pressed('u1'),
        { type: 'progress', id: 'u1', progress: progress(10) },
        { type: 'event', event: { type: 'shared', id: 'u1', share: recent('u1') } },
      );
      expect(state.share).toEqual({ status: 'uploading', progress: progress(10), id: 'u1', share: recent('u1') });
      expect(state.live.get('u1')).toEqual({ progress: progress(10), sending: true });
    });

    it('shared: a share no page showed yet is adopted while nothing is pressed', () => {
      const state = run(INITIAL_UPLOAD_QUEUE_STATE, {
        type: 'event',
        event: { type: 'shared', id: 'u2', share: recent('u2', false) },
      });
      expect(state).toMatchObject({
        current: 'u2',
        share: { status: 'uploading', progress: progress(0, 150), id: 'u2' },
      });
    });

    it("shared: another page's share is only followed", () => {
      const state = run(pressed('u1'), {
        type: 'event',
        event: { type: 'shared', id: 'u2', share: recent('u2', false) },
      });
      expect(state.share).toEqual(pressed('u1').share);
      expect(state.live.get('u2')).toEqual({ progress: progress(0, 150), sending: true });
    });

    it('waiting: pauses a share already made, or queues one not made yet', () => {
      const paused = run(announced('u1'), {
        type: 'event',
        event: { type: 'waiting', id: 'u1', reason: 'connection' },
      });
      expect(paused.share).toMatchObject({ status: 'uploading', share: recent('u1'), waiting: 'connection' });
      expect(paused.live.get('u1')).toEqual({ progress: progress(0, 150), sending: false, waiting: 'connection' });
      const waiting = run(pressed('u1'), { type: 'event', event: { type: 'waiting', id: 'u1', reason: 'offline' } });
      expect(waiting.share).toEqual({ status: 'queued', reason: 'offline' });
      const other = run(pressed('u1'), { type: 'event', event: { type: 'waiting', id: 'u2', reason: 'offline' } });
      expect(other.share).toEqual(pressed('u1').share);
    });

    it('waiting: a paused upload shows what the server confirmed, not the bytes it sent and may send again', () => {
      const sent = run(
        announced('u1'),
        { type: 'progress', id: 'u1', progress: { loaded: 150, total: 150, confirmed: 90 } },
        { type: 'frame' },
      );
      expect(sent.share).toMatchObject({ progress: { loaded: 150, total: 150 } });
      const paused = run(sent, { type: 'event', event: { type: 'waiting', id: 'u1', reason: 'connection' } });
      expect(paused.share).toMatchObject({ progress: { loaded: 90, total: 150 }, waiting: 'connection' });
      expect(paused.live.get('u1')).toMatchObject({ progress: { loaded: 90, total: 150 }, waiting: 'connection' });
    });

    it('completed: the share pressed here, or one no page showed while nothing was pressed, succeeds', () => {
      const mine = run(announced('u1'), { type: 'event', event: { type: 'completed', id: 'u1', share: recent('u1') } });
      expect(mine).toMatchObject({ current: null, share: { status: 'success', result: recent('u1') } });
      expect(mine.live.has('u1')).toBe(false);
      const unseen = run(INITIAL_UPLOAD_QUEUE_STATE, {
        type: 'event',
        event: { type: 'completed', id: 'u2', share: recent('u2', false) },
      });
      expect(unseen.share).toEqual({ status: 'success', result: recent('u2', false) });
      const other = run(announced('u1'), {
        type: 'event',
        event: { type: 'completed', id: 'u2', share: recent('u2') },
      });
      expect(other).toMatchObject({ current: 'u1', share: announced('u1').share });
    });

    it('failed: keeps the share already made', () => {
      const state = run(announced('u1'), { type: 'event', event: { type: 'failed', id: 'u1', message: 'refused' } });
      expect(state).toMatchObject({
        current: null,
        share: { status: 'failed', message: 'refused', share: recent('u1') },
      });
      const other = run(announced('u1'), { type: 'event', event: { type: 'failed', id: 'u2', message: 'no' } });
      expect(other.share).toEqual(announced('u1').share);
    });

    it('ended: the share made ended mid-way; with no share made, the status stays', () => {
      const state = run(announced('u1'), {
        type: 'event',
        event: { type: 'ended', id: 'u1', code: 'code-u1', message: 'stopped' },
      });
      expect(state).toMatchObject({
        current: null,
        share: { status: 'ended', message: 'stopped', share: recent('u1') },
      });
      const unmade = run(pressed('u1'), { type: 'event', event: { type: 'ended', id: 'u1', code: 'c', message: 'x' } });
      expect(unmade).toMatchObject({ current: null, share: pressed('u1').share });
    });

    it('cancelled: with the share made, if any', () => {
      const state = run(announced('u1'), { type: 'event', event: { type: 'cancelled', id: 'u1' } });
      expect(state).toMatchObject({ current: null, share: { status: 'cancelled', share: recent('u1') } });
      expect(state.live.has('u1')).toBe(false);
      const other = run(announced('u1'), { type: 'event', event: { type: 'cancelled', id: 'u2' } });
      expect(other.share).toEqual(announced('u1').share);
    });

    it('changed: nothing changes (the hook lists the queue again)', () => {
      const state = pressed('u1');
      expect(run(state, { type: 'event', event: { type: 'changed' } })).toBe(state);
    });
  });

  describe('a share made while no page showed it', () => {
    it('shows as done, or as being sent when its upload is still queued', () => {
      const done = run(INITIAL_UPLOAD_QUEUE_STATE, { type: 'unseen', share: recent('u1', false) });
      expect(done).toMatchObject({ current: null, share: { status: 'success', result: recent('u1', false) } });
      const sending = run(
        INITIAL_UPLOAD_QUEUE_STATE,
        { type: 'progress', id: 'u1', progress: progress(9) },
        { type: 'unseen', share: recent('u1', false), upload: queued('u1') },
      );
      expect(sending).toMatchObject({
        current: 'u1',
        share: { status: 'uploading', progress: progress(9), id: 'u1', share: recent('u1', false) },
      });
      const fresh = run(INITIAL_UPLOAD_QUEUE_STATE, {
        type: 'unseen',
        share: recent('u1', false),
        upload: queued('u1'),
      });
      expect(fresh.share).toMatchObject({ progress: progress(0) });
    });

    it('gives way to the share pressed here, or to any status showing', () => {
      expect(run(pressed('u1'), { type: 'unseen', share: recent('u2', false) }).share).toEqual(pressed('u1').share);
      const failed = run(INITIAL_UPLOAD_QUEUE_STATE, { type: 'refused', message: 'bad' });
      expect(run(failed, { type: 'unseen', share: recent('u2', false) }).share).toEqual(failed.share);
    });
  });

  describe('sending from memory', () => {
    const memory = () => run(INITIAL_UPLOAD_QUEUE_STATE, { type: 'preparing' });

    it('shows its progress, then its share, then its success', () => {
      const sending = run(memory(), { type: 'memory-progress', progress: progress(10) });
      expect(sending.share).toEqual({ status: 'uploading', progress: progress(10), share: undefined });
      const shared = run(sending, { type: 'memory-shared', share: recent('m'), progress: progress(10) });
      expect(shared.share).toEqual({ status: 'uploading', progress: progress(10), share: recent('m') });
      const further = run(shared, { type: 'memory-progress', progress: progress(20) });
      expect(further.share).toEqual({ status: 'uploading', progress: progress(20), share: recent('m') });
      const done = run(further, { type: 'memory-done', result: recent('m') });
      expect(done).toMatchObject({ current: null, share: { status: 'success', result: recent('m') } });
    });

    it('ends cancelled, ended (once its share exists) or failed, with its share', () => {
      const shared = run(memory(), { type: 'memory-shared', share: recent('m'), progress: progress(1) });
      const fail = (state: UploadQueueState, failure: 'cancelled' | 'ended' | 'failed') =>
        run(state, { type: 'memory-failed', failure, message: 'why' });
      expect(fail(shared, 'cancelled')).toMatchObject({
        current: null,
        share: { status: 'cancelled', share: recent('m') },
      });
      expect(fail(shared, 'ended').share).toEqual({ status: 'ended', message: 'why', share: recent('m') });
      expect(fail(shared, 'failed').share).toEqual({ status: 'failed', message: 'why', share: recent('m') });
      expect(fail(memory(), 'ended')).toMatchObject({ current: null, share: { status: 'failed', message: 'why' } });
    });
  });

  it('reset clears the status line and lets go of the share pressed here', () => {
    const state = run(announced('u1'), { type: 'reset' });
    expect(state).toMatchObject({ current: null, share: { status: 'idle' } });
    expect(state.live.get('u1')).toBeDefined();
  });
});
