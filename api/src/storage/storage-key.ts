import { randomUUID } from 'node:crypto';

/** Stored objects are named by random UUIDs, never by anything a client sent. */
const STORAGE_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function newStorageKey(): string {
  return randomUUID();
}

/** Whether `key` has the generated shape; anything else is refused before a path or object name is built. */
export function isStorageKey(key: string): boolean {
  return STORAGE_KEY_PATTERN.test(key);
}
