/**
 * One stored object, whole, straight from the sender's device and nowhere else: what a share sent directly only
 * needs before anything else (an encrypted one's sealed manifest). Null when the device cannot be reached or the
 * bytes did not all come.
 */
import { directConnector } from './connection';
import { receiveDirectly, type DirectFile } from './direct-download';

export async function fetchDirectly(file: DirectFile, signal?: AbortSignal): Promise<Uint8Array | null> {
  const connect = directConnector(file.url);
  if (!connect) return null;
  const result = await receiveDirectly(file, { connect, signal, serverFallback: false });
  if (result.kind !== 'file') return null;
  try {
    return new Uint8Array(await result.file.arrayBuffer());
  } finally {
    await result.discard().catch(() => undefined);
  }
}
