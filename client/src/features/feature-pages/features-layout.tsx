import type { ReactNode } from 'react';
import { FeaturesSidebar } from './features-sidebar';
import styles from './features-layout.module.css';

/** The /features/* frame: the categories sidebar beside (or, on phones, above) the page's content. */
export function FeaturesLayout({ children }: { children: ReactNode }) {
  return (
    <div className={`container page ${styles.layout}`}>
      <aside className={styles.sidebar}>
        <FeaturesSidebar />
      </aside>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
