/**
 * fake-indexeddb stores values through `structuredClone`, which jsdom lacks. This stand-in copies plain
 * data and byte arrays deeply and keeps Blobs, Files and CryptoKeys as they are: they are immutable, and a
 * browser's clone refers to the same bytes (or the same key, extractable or not) too.
 */
function cloneValue(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Blob) return value;
  if (Object.prototype.toString.call(value) === '[object CryptoKey]') return value;
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) return (value as Uint8Array).slice();
  if (value instanceof Date) return new Date(value.getTime());
  if (Array.isArray(value)) return value.map(cloneValue);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cloneValue(item)]));
}

export function installStructuredClone(): void {
  if (typeof globalThis.structuredClone === 'function') return;
  beforeAll(() => {
    Object.defineProperty(globalThis, 'structuredClone', { value: cloneValue, configurable: true, writable: true });
  });
  afterAll(() => {
    delete (globalThis as { structuredClone?: unknown }).structuredClone;
  });
}
