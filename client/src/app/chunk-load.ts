/** Page scripts load lazily and give up after 120000 ms. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A page's script could not be fetched or evaluated (offline, a new deploy removed it, or it timed out). */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

/** Runs a dynamic import, turning a rejection or a timeout into `ChunkLoadError`. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('Loading chunk failed', { cause }));
      },
    );
  });
}
