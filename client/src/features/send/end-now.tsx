import { useState } from 'react';
import { endShare } from '../../lib/api/folder-management';
import { Button } from '../../components/button/button';
import styles from './recent-shares.module.css';

export const END_PROMPT = 'End this share now? Its files will be deleted and its code, link and QR will stop working.';
const END_FAILED = 'The share could not be ended. Check your connection and try again.';

type Ending = 'idle' | 'confirming' | 'ending' | 'failed';

/**
 * End now, with a confirmation in place; the management key kept with the share authorises it. Once it is
 * ended, every place on the page that shows the share hears so at once (the API announces the ending on the
 * page's live poll: lib/sharing/folder-state-watch.ts). Works from the moment the share exists: ended mid-upload,
 * its upload stops too.
 */
export function EndNow({
  share,
  onEnded,
}: {
  share: { folderCode: string; manageKey?: string };
  onEnded?: () => void;
}) {
  const [ending, setEnding] = useState<Ending>('idle');
  const end = async () => {
    setEnding('ending');
    try {
      await endShare(share.folderCode, share.manageKey);
    } catch {
      setEnding('failed');
      return;
    }
    onEnded?.();
  };
  if (ending === 'confirming' || ending === 'ending') {
    return (
      <span className={styles.confirm} role="group" aria-label={END_PROMPT}>
        <span>{END_PROMPT}</span>
        <Button size="sm" variant="danger" disabled={ending === 'ending'} onClick={() => void end()}>
          End share
        </Button>
        <Button size="sm" variant="ghost" disabled={ending === 'ending'} onClick={() => setEnding('idle')}>
          Keep it
        </Button>
      </span>
    );
  }
  return (
    <>
      {ending === 'failed' && (
        <span role="alert" className={styles.error}>
          {END_FAILED}
        </span>
      )}
      <Button
        size="sm"
        variant="danger"
        onClick={() => setEnding('confirming')}
        aria-label={`End share ${share.folderCode} now`}
      >
        End now
      </Button>
    </>
  );
}
