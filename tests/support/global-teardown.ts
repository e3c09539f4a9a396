import type { RunningServer } from './server';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __SHARECODE_SERVER__?: RunningServer }).__SHARECODE_SERVER__?.stop();
}
