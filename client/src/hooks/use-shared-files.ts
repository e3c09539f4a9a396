import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { UploadEntry } from '../lib/api/folders';
import { SHARED_FILES_PARAM } from '../lib/sharing/share-target';
import { sharedFilesAsEntries, takeSharedFiles } from '../lib/sharing/shared-files-inbox';

/**
 * Files another app shared into Sharecode: the service worker opens the upload page with `?shared=1` after
 * keeping them; this hands them to `onReceive` once and takes the parameter out of the address. Resolves
 * how many arrived (0: the share carried nothing usable), or null when the page was not opened that way.
 */
export function useSharedFiles(onReceive: (entries: UploadEntry[]) => void): number | null {
  const [searchParams, setSearchParams] = useSearchParams();
  const [received, setReceived] = useState<number | null>(null);
  const taken = useRef(false);
  const receive = useRef(onReceive);
  useLayoutEffect(() => {
    receive.current = onReceive;
  });
  const opened = searchParams.has(SHARED_FILES_PARAM);

  useEffect(() => {
    if (!opened || taken.current) return;
    taken.current = true;
    void takeSharedFiles()
      .catch(() => [])
      .then((files) => {
        const entries = sharedFilesAsEntries(files);
        if (entries.length > 0) receive.current(entries);
        setReceived(entries.length);
        setSearchParams(
          (params) => {
            params.delete(SHARED_FILES_PARAM);
            return params;
          },
          { replace: true },
        );
      });
  }, [opened, setSearchParams]);

  return received;
}
