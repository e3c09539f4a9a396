import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MyShare } from '../lib/api/my-shares';

/**
 * The "end a share" flow shared by the nav search and My shares: which share the confirmation dialog is asking
 * about, and the message once the server has ended it (the share is then dropped from the caller's list).
 */
export function useEndShare(forget: (code: string) => void) {
  const intl = useIntl();
  const [ending, setEnding] = useState<MyShare | null>(null);
  const [ended, setEnded] = useState<string | null>(null);
  return {
    /** "Share 1234 ended…" after a share was ended here; null otherwise. */
    ended,
    clearEnded: () => setEnded(null),
    /** Opens the confirmation dialog for this share. */
    askToEnd: setEnding,
    /** Props for EndShareDialog. */
    dialog: {
      share: ending,
      onClose: () => setEnding(null),
      onEnded: (code: string) => {
        forget(code);
        setEnding(null);
        setEnded(
          intl.formatMessage(
            { id: 'myShares.endShare.ended', defaultMessage: 'Share {code} ended. Its files were deleted.' },
            { code },
          ),
        );
      },
    },
  };
}
