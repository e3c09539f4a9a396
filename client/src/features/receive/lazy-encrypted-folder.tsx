import { lazy, Suspense } from 'react';
import { DecryptingStatus } from './decrypting-status';
import type { EncryptedFolderProps } from './encrypted-folder';

const EncryptedFolder = lazy(() =>
  import('./encrypted-folder').then((module) => ({ default: module.EncryptedFolder })),
);

/**
 * EncryptedFolder, loaded the first time an encrypted share is shown: decryption and its libraries are most of
 * a recipient's code, and pages showing a plain share should not wait for them.
 */
export function LazyEncryptedFolder(props: EncryptedFolderProps) {
  return (
    <Suspense fallback={<DecryptingStatus />}>
      <EncryptedFolder {...props} />
    </Suspense>
  );
}
