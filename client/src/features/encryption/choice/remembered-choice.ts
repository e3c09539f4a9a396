/**
 * Whether this device's sender last chose end-to-end encryption, remembered in localStorage so the choice
 * stays as they left it. Storage may be refused (private modes, a full quota): then nothing is remembered.
 */
const STORAGE_KEY = 'sharecode-end-to-end-encrypted';

export function rememberedEncryptionChoice(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

export function rememberEncryptionChoice(encrypted: boolean): void {
  try {
    if (encrypted) window.localStorage.setItem(STORAGE_KEY, 'on');
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Not remembered: the choice still holds for this upload.
  }
}
