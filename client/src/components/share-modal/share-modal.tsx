import type { ReactNode } from 'react';
import type { UploadedFolder } from '../../lib/api/folders';
import { ShareStatus } from '../share-status/share-status';
import { Dialog } from '../dialog/dialog';
import { ShareDetails, type ShareDetailsProps } from '../share-details/share-details';

export interface ShareModalProps {
  result: UploadedFolder | null;
  onClose: () => void;
  copyFeedback?: ShareDetailsProps['copyFeedback'];
  children?: ReactNode;
}

/** The modal shown after a successful share, saying as it happens whether someone opened it. */
export function ShareModal({ result, onClose, copyFeedback, children }: ShareModalProps) {
  return (
    <Dialog open={result !== null} onClose={onClose} title="Your files are shared">
      {result && (
        <ShareDetails result={result} copyFeedback={copyFeedback}>
          {result.manageKey && <ShareStatus code={result.folderCode} manageKey={result.manageKey} />}
          {children}
        </ShareDetails>
      )}
    </Dialog>
  );
}
