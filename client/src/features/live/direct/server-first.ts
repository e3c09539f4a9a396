/**
 * The part of a file still arriving that the server holds already, taken from it before the rest comes directly
 * (docs/instant-share.md, "Which road an arriving file takes"): at the recipient's speed rather than through the
 * sender's uplink again. Its bytes go through the hash list the sender's then continue, so the sender's list
 * digest at the end checks the whole file, the server's part included.
 */
import { appendBody } from './fallback';
import { HashList } from './hash-list';
import type { ReceivedFile } from './received-file';

export interface ServerPart {
  bytes: number;
  hashes: HashList;
}

/**
 * Appends bytes 0 to `bytes` of the file the server streams at `followUrl` to `into` (empty), hashed; resolves
 * them, or nothing (and `into` empty again) when there is nothing to take or it could not be had: the direct road
 * then brings the whole file.
 */
export async function takeFromServer(
  followUrl: string | undefined,
  bytes: number,
  into: ReceivedFile,
  signal?: AbortSignal,
): Promise<ServerPart | undefined> {
  if (!followUrl || bytes <= 0) return undefined;
  const hashes = new HashList();
  try {
    const response = await fetch(followUrl, { headers: { Range: `bytes=0-${bytes - 1}` }, cache: 'no-store', signal });
    if (response.status !== 206 || !response.headers.get('Content-Range')?.startsWith('bytes 0-') || !response.body) {
      await response.body?.cancel();
      return undefined;
    }
    await appendBody(response.body, into, 0, (piece) => hashes.update(piece));
    if (into.length !== bytes) throw new Error(`the server sent ${into.length} of ${bytes} bytes`);
    return { bytes, hashes };
  } catch {
    await into.truncate(0);
    return undefined;
  }
}
