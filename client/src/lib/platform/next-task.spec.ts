import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { nextTask } from './next-task';

type WithScheduler = { scheduler?: { yield?: () => Promise<void> } };

describe(nextTask.name, () => {
  // jsdom has no MessageChannel; Node's behaves as a browser's does here.
  beforeAll(() =>
    Object.defineProperty(globalThis, 'MessageChannel', { value: NodeMessageChannel, configurable: true }),
  );
  afterAll(() => Reflect.deleteProperty(globalThis, 'MessageChannel'));
  afterEach(() => delete (globalThis as WithScheduler).scheduler);

  it('resolves in a later task: after the work already queued as microtasks', async () => {
    const order: string[] = [];
    const next = nextTask().then(() => order.push('next task'));
    queueMicrotask(() => order.push('microtask'));
    void Promise.resolve().then(() => order.push('promise job'));
    await next;
    expect(order).toEqual(['microtask', 'promise job', 'next task']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldToBrowser = jest.fn(() => Promise.resolve());
    (globalThis as WithScheduler).scheduler = { yield: yieldToBrowser };
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });
});
