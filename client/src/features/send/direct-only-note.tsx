import styles from './share-details.module.css';

/** What the sender is told of a share sent directly only, word for word (the browser tests look for it). */
const DIRECT_ONLY_NOTE =
  'Sent directly only: nothing is stored on Sharecode. This share lives only while this page is open, so keep it open until everyone has their files.';
/** A recent share sent directly only whose files this page does not hold (it was reloaded, or another made it). */
const DIRECT_ONLY_ELSEWHERE_NOTE =
  'Sent directly only, from a page that is no longer open here: it ends soon after that page closed.';

/** Under a share sent directly only: that it lives while this page is open (or, `elsewhere`, that it did). */
export function DirectOnlyNote({ elsewhere = false }: { elsewhere?: boolean }) {
  return (
    <p className={styles.directOnly} role="note" data-testid="direct-only-note">
      {elsewhere ? DIRECT_ONLY_ELSEWHERE_NOTE : DIRECT_ONLY_NOTE}
    </p>
  );
}
