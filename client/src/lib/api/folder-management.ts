/**
 * The sender's side of a shared folder (docs/sender-control.md): ending it early, with the management key the
 * upload answered, or, without one, the signed-in owner's session cookie. Its state comes on the page's live poll
 * (lib/sharing/folder-state-watch.ts).
 */
import { requestJson } from './http';
import type { components } from './schema';

/** What the sender sees of a folder (GET /api/shares/{code}/state, and the live poll's `states`). */
export type FolderState = components['schemas']['FolderStateDto'];

const MANAGE_KEY_HEADER = 'X-Manage-Key';

/** What authorises a sender's request: the management key when this device has it, else the session cookie. */
export function manageKeyHeaders(manageKey: string | undefined): Record<string, string> {
  return manageKey ? { [MANAGE_KEY_HEADER]: manageKey } : {};
}

/** Ends the share now: its files are deleted and its code, link and QR stop working. */
export async function endShare(code: string, manageKey?: string): Promise<void> {
  await requestJson<unknown>(`/api/shares/${encodeURIComponent(code)}`, {
    method: 'DELETE',
    headers: manageKeyHeaders(manageKey),
  });
}
