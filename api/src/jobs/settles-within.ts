/** Whether `work` settles (resolves or rejects) within `ms`. It is not cancelled either way. */
export async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const settled = work.then(
    () => true as const,
    () => true as const,
  );
  return Promise.race([settled, late]).finally(() => clearTimeout(timer));
}
