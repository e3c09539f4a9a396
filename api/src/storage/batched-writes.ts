/**
 * Hands `source`'s bytes to `write` in batches of at least `batchBytes` (the last may be smaller): a few
 * writes per append rather than one per network packet. When the source fails, the batch in hand is still
 * written before the error goes on, so every byte that arrived is stored and a resumed upload starts after
 * them.
 */
export async function writeInBatches(
  source: AsyncIterable<Buffer>,
  batchBytes: number,
  write: (pieces: Buffer[], bytes: number) => Promise<void>,
): Promise<void> {
  let batch: Buffer[] = [];
  let batched = 0;
  const flush = async () => {
    if (batched === 0) return;
    const pieces = batch;
    const bytes = batched;
    batch = [];
    batched = 0;
    await write(pieces, bytes);
  };
  try {
    for await (const piece of source) {
      batch.push(piece);
      batched += piece.length;
      if (batched >= batchBytes) await flush();
    }
  } finally {
    await flush();
  }
}
