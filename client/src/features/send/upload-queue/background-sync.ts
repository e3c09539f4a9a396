/**
 * Background Sync: asks the browser to wake the service worker once the device is online again, so
 * queued uploads are sent even if no page of the app is open then. Chromium has it; elsewhere the pages'
 * own retries (online event, page load) do the job.
 */
import { UPLOAD_QUEUE_SYNC_TAG } from './events';

/** The part of the Background Sync API used here (TypeScript's DOM library does not describe it). */
interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

export async function requestUploadSync(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  try {
    // getRegistration, not `ready`: ready never settles on a page no service worker controls yet.
    const registration = await navigator.serviceWorker.getRegistration();
    const sync =
      registration && 'sync' in registration ? (registration.sync as SyncManagerLike | undefined) : undefined;
    if (!sync) return false;
    await sync.register(UPLOAD_QUEUE_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}
