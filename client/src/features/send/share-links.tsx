import { useIntl } from 'react-intl';
import { shareLinks, type ShareLinkWords } from '../../lib/sharing/share-links';
import styles from './share-links.module.css';

export interface ShareLinksProps {
  folderCode: string;
  folderUrl: string;
  /** What the links say, when not a share's (a file request's). */
  words?: ShareLinkWords;
}

/** Share the folder through WhatsApp, Facebook, X, LinkedIn or e-mail (the feature page's success panel). */
export function ShareLinks({ folderCode, folderUrl, words }: ShareLinksProps) {
  const intl = useIntl();
  return (
    <nav
      className={styles.links}
      aria-label={intl.formatMessage({ id: 'send.shareLinks.navLabel', defaultMessage: 'Share the link through' })}
    >
      <ul>
        {shareLinks(folderCode, folderUrl, words).map((link) => (
          <li key={link.id}>
            <a
              className={styles.link}
              data-network={link.id}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {link.id === 'email'
                ? intl.formatMessage({ id: 'send.shareLinks.email', defaultMessage: 'E-mail' })
                : link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
