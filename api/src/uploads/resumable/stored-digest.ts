import { createHash } from 'node:crypto';
import type { StorageService } from '../../storage/storage.service.js';

/**
 * SHA-256 (hex) of a stored object, read back once. For resumable uploads only: their chunks may reach any
 * instance, and a chunk cut off is trimmed back to the last acknowledged byte, so no one process sees every
 * byte of a file in order, and Node's hash state cannot be saved between requests. Reading the assembled
 * object once at the finish costs one sequential read; a plain upload hashes its bytes as they arrive.
 */
export async function storedSha256(storage: StorageService, key: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of await storage.read(key)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
