/**
 * The browser's offer to install the app (`beforeinstallprompt`, Chromium). It fires once per page load,
 * often before React has rendered anything, so it is caught from the moment this module loads and kept
 * until the Install button uses it.
 */

/** The event's non-standard part (TypeScript's DOM library does not describe it). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setOffer(next: InstallPromptEvent | null): void {
  offer = next;
  listeners.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keeps the browser's own mini-infobar away: the app offers installing with its own button.
    event.preventDefault();
    setOffer(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setOffer(null));
}

export function subscribeInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the browser currently offers installing. */
export function hasInstallOffer(): boolean {
  return offer !== null;
}

/** Shows the browser's install dialog; an offer can be used once, whatever the answer. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const current = offer;
  if (!current) return 'unavailable';
  setOffer(null);
  await current.prompt();
  return (await current.userChoice).outcome;
}
