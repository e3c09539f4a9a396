import { sendBody } from './upload-request';

/** An XMLHttpRequest that the browser aborts as soon as it is sent (as Chromium does a request it cannot start). */
class AbortedByBrowser {
  upload = {};
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  abort() {
    this.onabort?.();
  }
  send() {
    setTimeout(() => this.onabort?.(), 0);
  }
}

describe(sendBody.name, () => {
  const original = globalThis.XMLHttpRequest;
  beforeEach(() => {
    globalThis.XMLHttpRequest = AbortedByBrowser as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = original;
  });

  it('rejects as a network failure when the browser aborts the request, and as cancelled when we do', async () => {
    await expect(sendBody('/api/upload', new Blob(['x']))).rejects.toBeInstanceOf(TypeError);
    const controller = new AbortController();
    const sending = sendBody('/api/upload', new Blob(['x']), { signal: controller.signal });
    controller.abort();
    await expect(sending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
