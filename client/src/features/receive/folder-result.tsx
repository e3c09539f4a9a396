import type { RetrievedFolder } from '../../lib/api/folders';
import { usePlainContents } from './contents/plain-contents';
import { ShareEndedNotice } from './share-ended';
import { ShareNews } from './share-news';
import { ShareView } from './share-view';
import { useArrival } from './use-arrival';

export interface FolderResultProps {
  folder: RetrievedFolder;
  /** Offer edit mode (remove files or folders from this view). */
  editable?: boolean;
  /** Heading level of the panel title, to fit the page outline. */
  headingLevel?: 2 | 3;
}

/**
 * A plain share as its recipient sees it (share-view.tsx), its files served by the server, followed as they arrive;
 * a share its sender stopped says so in place of its files, and its live region tells screen readers of each change.
 */
export function FolderResult({ folder, editable, headingLevel }: FolderResultProps) {
  const { arrival, ended, senderPresent } = useArrival(folder);
  const contents = usePlainContents(folder);
  return (
    <>
      <ShareNews folder={folder} arrival={arrival} ended={ended} />
      {ended ? (
        <ShareEndedNotice error={ended} />
      ) : (
        <ShareView
          folder={folder}
          contents={contents}
          arrival={arrival}
          senderPresent={senderPresent}
          editable={editable}
          headingLevel={headingLevel}
        />
      )}
    </>
  );
}
