import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';
import styles from './page-header.module.css';

export interface PageHeaderProps {
  /** The page's one h1; also becomes the tab title. */
  title: string;
  /** One or two sentences under the title. */
  lead?: ReactNode;
  /** A small label beside the title, e.g. "Demo". */
  badge?: string;
  /** Extra content under the lead (actions, notices). */
  children?: ReactNode;
}

/** Top of every content page: h1, optional badge and lead; sets the document title. */
export function PageHeader({ title, lead, badge, children }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>
        {title}
        {badge && <span className={styles.badge}>{badge}</span>}
      </h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </header>
  );
}
