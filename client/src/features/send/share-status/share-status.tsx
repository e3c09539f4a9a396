import { useIntl } from 'react-intl';
import { useResettingState } from '../../../hooks/use-resetting-state';
import { isFinal, moderationOf } from '../../../lib/moderation/sender-moderation';
import { ModerationDetails } from '../../moderation';
import { passwordProtectedText, shareStatusText } from './share-status-text';
import type { FolderState } from '../../../lib/api/folder-management';
import { useFolderState } from './use-folder-state';
import styles from './share-status.module.css';

export interface ShareStatusProps {
  code: string;
  /** The share's management key; without it, the signed-in owner's session is used. */
  manageKey?: string;
}

/**
 * The sender's live line about a share: waiting, opened and downloaded, or ended. Announced politely; a
 * reminder that the share needs its password sits beside it, out of the live region.
 */
export function ShareStatus({ code, manageKey }: ShareStatusProps) {
  return <ShareStatusLine code={code} state={useFolderState(code, manageKey)} />;
}

/** The same line for a state its parent already watches (a row that also acts on the state). */
export function ShareStatusLine({ code, state }: { code: string; state: FolderState | undefined }) {
  const intl = useIntl();
  // Seen being checked for malware: its going live afterwards is said in so many words.
  const moderation = state ? moderationOf(state) : null;
  const [checked, setChecked] = useResettingState(() => false, [code]);
  if (moderation?.kind === 'checking' && !checked) setChecked(true);
  return (
    <>
      <p
        className={styles.status}
        role="status"
        aria-live="polite"
        data-testid="share-status"
        data-status={state?.status ?? 'unknown'}
      >
        {state ? shareStatusText(state, checked, intl) : ' '}
      </p>
      {moderation && <ModerationDetails moderation={moderation} />}
      {state?.passwordProtected && !isFinal(state) && <p className={styles.note}>{passwordProtectedText(intl)}</p>}
    </>
  );
}
