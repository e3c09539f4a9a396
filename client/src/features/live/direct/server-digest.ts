/**
 * The last check of a file received directly, when the server holds a ready copy of it: the SHA-256 of the whole
 * file must be the one the server computed as the bytes reached it (the lookup's `sha256`). The hash list
 * (hash-list.ts) proves only that the bytes are those the sender's page meant to send; this proves they are those
 * the server received, scanned and checked against its block list, so a sender cannot upload one file and serve
 * another directly.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { hex } from './hash-list';

/**
 * Up to this size WebCrypto hashes the file in one go (native, off the page's thread); a larger one would have to
 * be in memory whole for that, so it is hashed piece by piece on the page instead, slower but in bounded memory.
 */
const ONE_GO_BYTES = 64 * 1024 * 1024;
/** The pieces a larger file is read in. */
const PIECE_BYTES = 8 * 1024 * 1024;

/** The hex SHA-256 of `file`'s bytes (the sizes: where it is hashed in one go, and in what pieces otherwise). */
export async function sha256Of(file: Blob, { oneGoBytes = ONE_GO_BYTES, pieceBytes = PIECE_BYTES } = {}) {
  if (file.size <= oneGoBytes) return hex(await crypto.subtle.digest('SHA-256', await file.arrayBuffer()));
  const hash = sha256.create();
  for (let at = 0; at < file.size; at += pieceBytes)
    hash.update(new Uint8Array(await file.slice(at, at + pieceBytes).arrayBuffer()));
  return bytesToHex(hash.digest());
}

/** Whether `file` is the server's copy: always, when the server holds none to compare with (`expected` null). */
export async function matchesServer(file: Blob, expected: string | null | undefined): Promise<boolean> {
  return !expected || (await sha256Of(file)) === expected;
}
