/** Turning a decoded QR (or a pasted share URL) into something to fetch. */

/**
 * The fetch URL for a decoded QR text: "/qr" appended, adding the slash only when it is missing. A fragment (an
 * end-to-end encrypted share's key) is left out: it is never sent, and "/qr" goes before it.
 */
export function qrFetchUrl(decoded: string): string {
  const trimmed = decoded.trim().split('#')[0];
  return trimmed.endsWith('/') ? `${trimmed}qr` : `${trimmed}/qr`;
}

/** True when the text is an absolute http(s) address, the only kind a QR fetch may follow. */
export function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The code inside a share URL, whether it names the share by code or by link ("https://host/s/0427" and
 * "https://host/s/0427-<key>" → "0427", also with "/qr"), or null when the text is not one.
 */
export function codeFromShareUrl(text: string): string | null {
  const match = /\/s\/(\d{4})(?:-[A-Za-z0-9_-]{22})?\/?(?:qr\/?)?(?:[?#].*)?$/.exec(text.trim());
  return match ? match[1] : null;
}
