import type { CodedMessage } from '../../errors/error-codes.js';
import type { SchemaObject } from '@nestjs/swagger';
import type { Folder } from '../folder.entity.js';

/**
 * Shares sent directly only (docs/direct-transfer.md#send-directly-only): the sender's page announces its files
 * and keeps them; Sharecode stores none of their bytes, and each recipient's browser receives them straight from
 * that page over WebRTC, for as long as it stays open. What the server keeps is what any share's row keeps of its
 * files (paths and sizes; an end-to-end encrypted share's are opaque ids), none of them pointing at a stored object.
 */

/** The form field of a resumable upload's announcement that asks for a share sent directly only: `1` or `true`. */
export const DIRECT_ONLY_FIELD = 'directOnly';

/** A direct-only share's files point at no stored object: their `storageKey` is this, never a real key. */
export const NO_STORED_OBJECT = '';

const TRUE_VALUES = ['1', 'true'];
const FALSE_VALUES = ['', '0', 'false'];

/** Whether the form asks for a share sent directly only; a refusal says what is wrong with the field. */
export function directOnlyFlag(fields: ReadonlyMap<string, readonly string[]>): boolean | CodedMessage {
  const value = fields.get(DIRECT_ONLY_FIELD)?.[0]?.trim().toLowerCase();
  if (value === undefined || FALSE_VALUES.includes(value)) return false;
  if (TRUE_VALUES.includes(value)) return true;
  return {
    code: 'invalid_direct_only_flag',
    message: `${DIRECT_ONLY_FIELD} must be 1 (a share sent directly only) or 0.`,
    params: { field: DIRECT_ONLY_FIELD },
  };
}

/**
 * When a direct-only share ends should its sender's page not be seen again: `graceMs` after it was last seen;
 * null for any other share.
 */
export function senderGoneAt(folder: Pick<Folder, 'directOnly' | 'senderSeenAt'>, graceMs: number): Date | null {
  if (!folder.directOnly || folder.senderSeenAt === null) return null;
  return new Date(folder.senderSeenAt.getTime() + graceMs);
}

/** The announcement form's documentation of DIRECT_ONLY_FIELD (OpenAPI). */
export const DIRECT_ONLY_FIELD_DOC: SchemaObject = {
  type: 'string',
  enum: ['0', '1'],
  default: '0',
  description:
    "1: send directly only (docs/direct-transfer.md). No byte is stored: recipients' browsers get the files straight " +
    "from the sender's open page, and the share ends once that page has been gone for DIRECT_ONLY_GRACE_SECONDS (or " +
    'its retention runs out). The upload takes no chunk (409), MAX_UPLOAD_BYTES does not apply, and its length is 0.',
};
