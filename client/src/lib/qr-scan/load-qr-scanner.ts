/**
 * qr-scanner (and its worker, which it imports itself) is loaded only when a user scans, so no route pays
 * for it up front. Vite splits both into their own chunks.
 */
export async function loadQrScanner() {
  const module = await import('qr-scanner');
  return module.default;
}
