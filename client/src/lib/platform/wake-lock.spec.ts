import { FakeWakeLock, setPageVisibility, settle } from '../../test/fake-wake-lock';
import { ScreenWakeLock, withScreenWakeLock } from './wake-lock';

describe(ScreenWakeLock.name, () => {
  let wakeLock: FakeWakeLock;
  let lock: ScreenWakeLock;

  beforeEach(() => {
    wakeLock = new FakeWakeLock().install();
    lock = new ScreenWakeLock();
    setPageVisibility('visible');
  });

  afterEach(() => wakeLock.uninstall());

  it('keeps the screen on from hold to release', async () => {
    const release = lock.hold();
    await settle();
    expect(wakeLock.requests).toBe(1);
    expect(wakeLock.active).toHaveLength(1);
    release();
    await settle();
    expect(wakeLock.active).toHaveLength(0);
    release();
    expect(wakeLock.sentinels).toHaveLength(1);
  });

  it('shares one lock between uploads and lets go after the last one', async () => {
    const first = lock.hold();
    const second = lock.hold();
    await settle();
    expect(wakeLock.requests).toBe(1);
    first();
    await settle();
    expect(wakeLock.active).toHaveLength(1);
    second();
    await settle();
    expect(wakeLock.active).toHaveLength(0);
  });

  it('asks again when the page shows after the browser dropped the lock, only while still holding', async () => {
    const release = lock.hold();
    await settle();
    // The browser releases a wake lock when the page is hidden.
    setPageVisibility('hidden');
    await wakeLock.sentinels[0].release();
    setPageVisibility('visible');
    await settle();
    expect(wakeLock.requests).toBe(2);
    expect(wakeLock.active).toHaveLength(1);

    release();
    await settle();
    setPageVisibility('hidden');
    setPageVisibility('visible');
    await settle();
    expect(wakeLock.requests).toBe(2);
    expect(wakeLock.active).toHaveLength(0);
  });

  it('waits for the page to show before asking, since a hidden page is always refused', async () => {
    setPageVisibility('hidden');
    const release = lock.hold();
    await settle();
    expect(wakeLock.requests).toBe(0);
    setPageVisibility('visible');
    await settle();
    expect(wakeLock.active).toHaveLength(1);
    release();
  });

  it('releases a lock granted after the upload already ended', async () => {
    wakeLock.hold = true;
    const release = lock.hold();
    release();
    wakeLock.answer();
    await settle();
    expect(wakeLock.sentinels).toHaveLength(1);
    expect(wakeLock.active).toHaveLength(0);
  });

  it('goes on without the lock when the browser refuses it or has none', async () => {
    wakeLock.refuse = true;
    const release = lock.hold();
    await settle();
    expect(wakeLock.active).toHaveLength(0);
    release();

    wakeLock.uninstall();
    expect(() => lock.hold()()).not.toThrow();
  });
});

describe(withScreenWakeLock.name, () => {
  let wakeLock: FakeWakeLock;

  beforeEach(() => {
    wakeLock = new FakeWakeLock().install();
    setPageVisibility('visible');
  });

  afterEach(() => wakeLock.uninstall());

  it('holds the lock while the work runs and releases it when the work is done', async () => {
    const lock = new ScreenWakeLock();
    let during = 0;
    const result = await withScreenWakeLock(async () => {
      await settle();
      during = wakeLock.active.length;
      return 'shared';
    }, lock);
    await settle();
    expect(result).toBe('shared');
    expect(during).toBe(1);
    expect(wakeLock.active).toHaveLength(0);
  });

  it.each([
    ['fails', new Error('Upload failed')],
    ['is cancelled', new DOMException('The upload was cancelled', 'AbortError')],
  ])('releases the lock when the work %s', async (_case, error) => {
    const lock = new ScreenWakeLock();
    await expect(
      withScreenWakeLock(async () => {
        await settle();
        throw error;
      }, lock),
    ).rejects.toBe(error);
    await settle();
    expect(wakeLock.sentinels).toHaveLength(1);
    expect(wakeLock.active).toHaveLength(0);
  });
});
