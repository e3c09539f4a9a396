import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';
import styles from './form-card.module.css';

export interface FormCardProps {
  /** The page's h1 (also the tab title). */
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  /** Under the card, e.g. "Already have an account? Log in". */
  footer?: ReactNode;
}

/** A centred card for short single-purpose forms (login, signup, password help). */
export function FormCard({ title, lead, children, footer }: FormCardProps) {
  useDocumentTitle(title);
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
      {footer && <p className={styles.footer}>{footer}</p>}
    </div>
  );
}
