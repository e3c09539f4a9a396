import type { CodedMessage } from '../errors/error-codes.js';
import type { SchemaObject } from '@nestjs/swagger';

/**
 * End-to-end encrypted shares as the server sees them (docs/encryption.md): opaque objects it cannot read.
 * The sender's browser uploads the encrypted manifest (under MANIFEST_PATH) and one object per file, named by
 * the file's id in the manifest, so no file name or folder ever reaches the server; every object is served as
 * bytes (ENCRYPTED_MIME_TYPE), never guessed from a name.
 */

/** The form field that marks an upload (plain or resumable) as end-to-end encrypted: `1` or `true`. */
export const ENCRYPTED_FIELD = 'encrypted';
/** The path of the encrypted manifest among an encrypted share's objects. */
export const MANIFEST_PATH = 'manifest';
/**
 * The path of an encrypted share's thumbnail pack, when its sender made one: the photos' and videos' thumbnails,
 * encrypted as one hidden file. Named apart from the files so that the server never waits for it to be downloaded
 * before a share kept until downloaded ends (recipients read it by ranges, a few thumbnails at a time).
 */
export const THUMBNAILS_PATH = 'thumbnails';
/** Every object of an encrypted share is ciphertext, whatever the file was. */
export const ENCRYPTED_MIME_TYPE = 'application/octet-stream';

const TRUE_VALUES = ['1', 'true'];
const FALSE_VALUES = ['', '0', 'false'];
/** A file id of the manifest: 16 random bytes in base64url, 22 characters without padding. */
const FILE_ID = /^[A-Za-z0-9_-]{22}$/;

/** Whether the form asks for an encrypted share; a refusal says what is wrong with the field. */
export function encryptedFlag(fields: ReadonlyMap<string, readonly string[]>): boolean | CodedMessage {
  const value = fields.get(ENCRYPTED_FIELD)?.[0]?.trim().toLowerCase();
  if (value === undefined || FALSE_VALUES.includes(value)) return false;
  if (TRUE_VALUES.includes(value)) return true;
  return {
    code: 'invalid_encrypted_flag',
    message: `${ENCRYPTED_FIELD} must be 1 (an end-to-end encrypted share) or 0.`,
    params: { field: ENCRYPTED_FIELD },
  };
}

/**
 * Checks the paths of an encrypted share: exactly one MANIFEST_PATH, at most one THUMBNAILS_PATH, every other
 * path a file id, so that nothing readable (a name, a folder) is stored. Returns what is wrong, or undefined.
 */
export function encryptedPathsProblem(paths: readonly string[]): CodedMessage | undefined {
  const stray = paths.find((path) => path !== MANIFEST_PATH && path !== THUMBNAILS_PATH && !FILE_ID.test(path));
  if (stray !== undefined) {
    return {
      code: 'invalid_encrypted_path',
      message: `An encrypted share names its objects by file id (22 base64url characters), "${MANIFEST_PATH}" or "${THUMBNAILS_PATH}"; "${stray.slice(0, 40)}" is none of these.`,
      params: { path: stray.slice(0, 40) },
    };
  }
  if (!paths.includes(MANIFEST_PATH)) {
    return {
      code: 'encrypted_manifest_missing',
      message: `An encrypted share must include its "${MANIFEST_PATH}".`,
      params: { path: MANIFEST_PATH },
    };
  }
  return undefined;
}

/**
 * The most a share made from these form fields may hold: E2E_MAX_BYTES when they ask for an encrypted share,
 * else MAX_UPLOAD_BYTES.
 */
export function shareByteLimit(
  fields: ReadonlyMap<string, readonly string[]>,
  limits: { maxUploadBytes: number; e2eMaxBytes: number },
): number {
  return encryptedFlag(fields) === true ? limits.e2eMaxBytes : limits.maxUploadBytes;
}

/** The upload forms' documentation of ENCRYPTED_FIELD (OpenAPI). */
export const ENCRYPTED_FIELD_DOC: SchemaObject = {
  type: 'string',
  enum: ['0', '1'],
  default: '0',
  description:
    `1: an end-to-end encrypted share (docs/encryption.md). Its paths are file ids (22 base64url characters) plus ` +
    `one "${MANIFEST_PATH}" (and at most one "${THUMBNAILS_PATH}", the thumbnails), every type is ${ENCRYPTED_MIME_TYPE}, and E2E_MAX_BYTES caps it. Send it before the files.`,
};
