import { afterFirstPaint } from './after-first-paint';

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }) => void;

/** A PerformanceObserver whose paints the test reports: `paint(name)` delivers one to every observer. */
function installFakeObserver(supported = ['paint']) {
  const observers = new Set<PaintCallback>();
  class FakeObserver {
    static supportedEntryTypes = supported;
    constructor(private readonly callback: PaintCallback) {}
    observe() {
      observers.add(this.callback);
    }
    disconnect() {
      observers.delete(this.callback);
    }
  }
  Object.defineProperty(globalThis, 'PerformanceObserver', { value: FakeObserver, configurable: true });
  return {
    observers,
    paint: (name: string) =>
      [...observers].forEach((callback) =>
        callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }),
      ),
  };
}

function settledSoon(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  return new Promise((resolve) => setTimeout(() => resolve(settled), 0));
}

describe(afterFirstPaint.name, () => {
  // The paints already reported (jsdom's performance has no entries at all).
  const paintedEntries = jest.fn<PerformanceEntry[], [string]>();
  beforeAll(() =>
    Object.defineProperty(performance, 'getEntriesByName', { value: paintedEntries, configurable: true }),
  );
  afterAll(() => Reflect.deleteProperty(performance, 'getEntriesByName'));
  beforeEach(() => paintedEntries.mockReturnValue([]));
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'PerformanceObserver');
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('waits for the first contentful paint, not for any paint', async () => {
    const browser = installFakeObserver();
    const painted = afterFirstPaint();
    browser.paint('first-paint');
    expect(await settledSoon(painted)).toBe(false);
    browser.paint('first-contentful-paint');
    expect(await settledSoon(painted)).toBe(true);
    expect(browser.observers.size).toBe(0);
  });

  it('resolves at once when the page has already painted', async () => {
    installFakeObserver();
    paintedEntries.mockReturnValue([{ name: 'first-contentful-paint' } as PerformanceEntry]);
    expect(await settledSoon(afterFirstPaint())).toBe(true);
  });

  it('resolves at once where the browser does not report paints', async () => {
    installFakeObserver(['resource']);
    expect(await settledSoon(afterFirstPaint())).toBe(true);
  });

  it('resolves at once in a hidden tab, which paints nothing until it is shown', async () => {
    installFakeObserver();
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(await settledSoon(afterFirstPaint())).toBe(true);
  });

  it('gives up waiting after the timeout', async () => {
    jest.useFakeTimers({ doNotFake: ['performance'] });
    const browser = installFakeObserver();
    let settled = false;
    void afterFirstPaint(1000).then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(browser.observers.size).toBe(0);
  });
});
