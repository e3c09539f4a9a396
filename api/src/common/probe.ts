/** Whether a dependency answered: `up` when `check` resolves, `down` when it rejects (the reason is not kept). */
export type ProbeStatus = 'up' | 'down';

export async function probe(check: () => Promise<unknown>): Promise<ProbeStatus> {
  try {
    await check();
    return 'up';
  } catch {
    return 'down';
  }
}
