/**
 * The service worker that controls this page, for the jobs only it can do (decrypted downloads, PDF previews
 * of files that exist only in this browser): it answers same-origin addresses the page's Content-Security-Policy
 * lets a frame show, with bytes that never leave the device.
 */

/**
 * On a first visit the worker installs (precaching the app) before it takes control of the page: a job asked
 * for meanwhile waits this long for it.
 */
const CONTROL_TIMEOUT_MS = 10_000;
/** How long the worker may take to acknowledge a message before the page does without it. */
const HANDOVER_TIMEOUT_MS = 3000;

/** The worker controlling this page, once it does (null without one, or when it does not in time). */
export async function controllingWorker(): Promise<ServiceWorker | null> {
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  if (!container) return null;
  if (container.controller) return container.controller;
  if (!(await container.getRegistration())) return null;
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', done);
      resolve(container.controller);
    };
    const timer = setTimeout(done, CONTROL_TIMEOUT_MS);
    container.addEventListener('controllerchange', done);
  });
}

/** Posts `message` to `worker`; resolves true once the worker acknowledges it, false when it does not in time. */
export function handOver(worker: ServiceWorker, message: object): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), HANDOVER_TIMEOUT_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve(true);
    };
    worker.postMessage(message, [channel.port2]);
  });
}
