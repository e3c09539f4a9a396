/**
 * Decodes a `data:` URL (the API's QR PNG) into a Blob without fetch: the page's CSP does not allow
 * fetching data: URLs, and decoding locally needs no network.
 */
export function dataUrlToBlob(dataUrl: string): Blob {
  const match = /^data:([^,;]*)((?:;[^,;]*)*?)(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match) throw new TypeError('Not a data URL');
  const [, type, , base64, payload] = match;
  const mime = type || 'text/plain';
  if (!base64) return new Blob([decodeURIComponent(payload)], { type: mime });
  const binary = atob(payload);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: mime });
}
