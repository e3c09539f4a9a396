import type { RetrievedFolder } from '../../lib/api/folders';
import { pageIntl } from '../../lib/i18n/page-intl';
import type { ReadSealed } from '../encryption';
import { fetchDirectly } from '../live';
import { isReady } from './arrival';
import { useEncryptedContents } from './contents/encrypted-contents';
import { DecryptingStatus } from './decrypting-status';
import { DirectOnlySummary, MANIFEST_UNREACHABLE_MESSAGE } from './direct-only-ui';
import {
  MANIFEST_PATH,
  ManifestOnItsWay,
  OpeningFailed,
  type ShareKeySource,
  useOpenedShare,
} from './opened-share-state';
import { ShareEndedNotice } from './share-ended';
import { ShareNews } from './share-news';
import { ShareView } from './share-view';
import { useArrival } from './use-arrival';

/**
 * The share, and its key: the link's fragment (`location.hash`), which holds it; or the key itself, had another way
 * (a file request's answer, whose key came wrapped to this device).
 */
export type EncryptedFolderProps = {
  folder: RetrievedFolder;
  /** The view's heading instead of the share's own ("Folder 4821"). */
  title?: string;
} & ShareKeySource;

/** A share sent directly only: its sealed manifest comes from the sender's device, or not at all. */
const readSealedDirectly: ReadSealed = async (sealed, signal) => {
  const bytes = await fetchDirectly(
    { id: sealed.id, path: sealed.filepath, size: sealed.filesize, url: sealed.url },
    signal,
  );
  if (!bytes) throw new Error(pageIntl().formatMessage(MANIFEST_UNREACHABLE_MESSAGE));
  return bytes;
};

/**
 * An end-to-end encrypted share, decrypted in this browser: the key from the link's fragment opens the manifest,
 * then the same view as a plain share's (share-view.tsx), every byte decrypted here. A wrong, missing or altered key
 * or share shows the encryption layer's message and nothing else. While its files are still arriving the view shows
 * as soon as the manifest (sent first) has arrived. A share sent directly only gets its manifest and each file from
 * the sender's device alone, once that device is there.
 */
export function EncryptedFolder({ folder, title, ...key }: EncryptedFolderProps) {
  const { arrival, ended, senderPresent } = useArrival(folder);
  const directOnly = folder.directOnly === true;
  const sealed = folder.files.find((file) => file.filepath === MANIFEST_PATH);
  const opening = useOpenedShare(
    folder,
    key,
    directOnly ? senderPresent === true : !sealed || isReady(arrival, sealed),
    directOnly ? readSealedDirectly : undefined,
  );
  const contents = useEncryptedContents(folder, opening.status === 'open' ? opening.share : null, arrival);

  return (
    <>
      <ShareNews folder={folder} arrival={arrival} ended={ended} />
      {ended ? (
        <ShareEndedNotice error={ended} />
      ) : opening.status === 'failed' ? (
        <OpeningFailed message={opening.message} />
      ) : contents ? (
        <ShareView folder={folder} contents={contents} arrival={arrival} senderPresent={senderPresent} title={title} />
      ) : directOnly ? (
        <DirectOnlySummary senderPresent={senderPresent} />
      ) : sealed && !isReady(arrival, sealed) ? (
        <ManifestOnItsWay />
      ) : (
        <DecryptingStatus />
      )}
    </>
  );
}
