import { shareLinks } from '../../lib/sharing/share-links';
import styles from './share-links.module.css';

/** Share the folder through WhatsApp, Facebook, X, LinkedIn or e-mail (the feature page's success panel). */
export function ShareLinks({ folderCode, folderUrl }: { folderCode: string; folderUrl: string }) {
  return (
    <nav className={styles.links} aria-label="Share the link through">
      <ul>
        {shareLinks(folderCode, folderUrl).map((link) => (
          <li key={link.id}>
            <a
              className={styles.link}
              data-network={link.id}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
