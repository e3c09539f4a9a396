/**
 * The link of an end-to-end encrypted share carries its key after `#`: `https://host/s/4821-…#<43 characters>`
 * (docs/encryption.md). Browsers never send the fragment, so the key reaches the recipient's page and no server.
 */

/** The share's link with its key after `#` (any earlier fragment replaced). */
export function linkWithKey(folderUrl: string, encodedKey: string): string {
  return `${folderUrl.split('#')[0]}#${encodedKey}`;
}

/** The key as a link's fragment spells it (`location.hash`, with or without `#`); null when there is none. */
export function keyOfFragment(hash: string): string | null {
  const key = hash.startsWith('#') ? hash.slice(1) : hash;
  return key === '' ? null : key;
}

/** What follows `#` in an address typed or scanned (`#` included), or '' when nothing does. */
export function fragmentOf(address: string): string {
  const at = address.indexOf('#');
  return at === -1 ? '' : address.slice(at);
}
