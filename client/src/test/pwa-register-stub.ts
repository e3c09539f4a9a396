/**
 * Jest's stand-in for vite-plugin-pwa's `virtual:pwa-register/react` (a module only Vite can build). Tests
 * say whether a new version is waiting and see what the prompt asked for.
 */
import { useState } from 'react';

export const pwaRegister = {
  /** needRefresh's value when a component mounts. */
  waiting: false,
  updateServiceWorker: jest.fn((_reloadPage?: boolean) => Promise.resolve()),
};

export function useRegisterSW() {
  const needRefresh = useState(pwaRegister.waiting);
  const offlineReady = useState(false);
  return { needRefresh, offlineReady, updateServiceWorker: pwaRegister.updateServiceWorker };
}
