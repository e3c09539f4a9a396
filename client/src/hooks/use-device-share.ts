import { useEffect, useState } from 'react';
import { openAppDatabase, type RecentShare } from '../lib/platform/app-database';

/**
 * The share with this code as this device recorded it when it shared it (Recent shares), if it did: for an
 * end-to-end encrypted share, the only place its names and its key are. Looked up only when `enabled`.
 */
export function useDeviceShare(code: string, enabled: boolean): RecentShare | undefined {
  const [found, setFound] = useState<RecentShare | undefined>();
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    openAppDatabase()
      .then((database) => database.getAll('recent-shares'))
      .then(
        (shares) => current && setFound(shares.find((share) => share.folderCode === code)),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [code, enabled]);
  return found;
}
