/**
 * A stand-in for `navigator.wakeLock` (jsdom has none): records requests, hands out sentinels a test can
 * release as the browser would (page hidden), and can be told to refuse or to answer later.
 */
export class FakeSentinel extends EventTarget {
  released = false;
  readonly type = 'screen';
  onrelease = null;

  release(): Promise<void> {
    if (!this.released) {
      this.released = true;
      this.dispatchEvent(new Event('release'));
    }
    return Promise.resolve();
  }
}

export class FakeWakeLock {
  readonly sentinels: FakeSentinel[] = [];
  requests = 0;
  refuse = false;
  /** When set, requests wait until `answer()` is called. */
  hold = false;
  private waiting: Array<() => void> = [];

  async request(type: string): Promise<FakeSentinel> {
    if (type !== 'screen') throw new TypeError(`unexpected wake lock type ${type}`);
    this.requests += 1;
    if (this.hold) await new Promise<void>((resolve) => this.waiting.push(resolve));
    if (this.refuse) throw new DOMException('Wake lock refused', 'NotAllowedError');
    const sentinel = new FakeSentinel();
    this.sentinels.push(sentinel);
    return sentinel;
  }

  /** Lets held requests complete. */
  answer(): void {
    this.hold = false;
    this.waiting.splice(0).forEach((resolve) => resolve());
  }

  /** Sentinels not released yet: the screen is being kept on while there is one. */
  get active(): FakeSentinel[] {
    return this.sentinels.filter((sentinel) => !sentinel.released);
  }

  install(): this {
    Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: this });
    return this;
  }

  uninstall(): void {
    delete (navigator as { wakeLock?: unknown }).wakeLock;
  }
}

/** Makes the page hidden or visible and fires visibilitychange, as switching apps on a phone does. */
export function setPageVisibility(state: 'visible' | 'hidden'): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Lets pending promise callbacks run. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 5; round++) await Promise.resolve();
}
