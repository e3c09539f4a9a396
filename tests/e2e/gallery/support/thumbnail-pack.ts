/**
 * Opening an encrypted share's thumbnail pack outside the browser, from the formats in docs/encryption.md alone
 * (Node's crypto, not the client's code): the manifest under the key from the link, then the pack's records.
 * The test reads what the sender's browser really put in the pack: pictures, without EXIF.
 */
import { createDecipheriv, hkdfSync } from 'node:crypto';

const HEADER_BYTES = 49;
const NONCE_OFFSET = 37;
const TAG_BYTES = 16;
const RECORD_PLAINTEXT_BYTES = 64 * 1024;
const RECORD_CIPHERTEXT_BYTES = RECORD_PLAINTEXT_BYTES + TAG_BYTES;

function derived(shareKey: Buffer, info: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', shareKey, Buffer.alloc(0), info, 32));
}

function gcmOpen(key: Buffer, nonce: Buffer, sealed: Buffer, associated?: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, nonce);
  if (associated) decipher.setAAD(associated);
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
}

export interface OpenedManifest {
  files: { id: string; path: string }[];
  thumbnails?: { id: string; slot: number; of: string[] };
}

export function openManifest(shareKey: Buffer, sealed: Buffer): OpenedManifest {
  const key = derived(shareKey, Buffer.from('sharecode e2e v1 manifest key'));
  const header = sealed.subarray(0, HEADER_BYTES);
  const json = gcmOpen(key, header.subarray(NONCE_OFFSET), sealed.subarray(HEADER_BYTES), header);
  return JSON.parse(json.toString('utf8')) as OpenedManifest;
}

/** The pictures of the pack's slots (null for an empty one), in slot order. */
export function openPack(shareKey: Buffer, packId: string, slot: number, sealed: Buffer): (Buffer | null)[] {
  const key = derived(
    shareKey,
    Buffer.concat([Buffer.from('sharecode e2e v1 file key'), Buffer.from(packId, 'base64url')]),
  );
  const records = Math.ceil(sealed.length / RECORD_CIPHERTEXT_BYTES);
  const parts: Buffer[] = [];
  for (let index = 0; index < records; index += 1) {
    const nonce = Buffer.alloc(12);
    nonce.writeUInt32BE(index, 7);
    nonce[11] = index === records - 1 ? 1 : 0;
    parts.push(
      gcmOpen(key, nonce, sealed.subarray(index * RECORD_CIPHERTEXT_BYTES, (index + 1) * RECORD_CIPHERTEXT_BYTES)),
    );
  }
  const plaintext = Buffer.concat(parts);
  const pictures: (Buffer | null)[] = [];
  for (let at = 0; at < plaintext.length; at += slot) {
    const length = plaintext.readUInt32BE(at);
    pictures.push(length ? plaintext.subarray(at + 4, at + 4 + length) : null);
  }
  return pictures;
}
