type Yielding = { scheduler?: { yield?: () => Promise<void> } };

/**
 * Resolves in a later task, so that the browser can handle input and paint in between: `scheduler.yield()` where
 * the browser has it (the continuation keeps its place ahead of other queued work), else a message to itself.
 * Not a timer: timers in a background tab wait up to a second.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as Yielding;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
