import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LanguagePicker } from '../../features/languages';
import { BrandLogo } from './brand-logo';
import { FOOTER_COLUMNS } from './nav-links';
import styles from './footer.module.css';

export function Footer() {
  const intl = useIntl();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.about}>
          <Link to="/" className={styles.brand}>
            <BrandLogo size={28} />
            <span>Sharecode</span>
          </Link>
          <p>
            <FormattedMessage
              id="footer.tagline"
              defaultMessage="Share files and folders with a 4-digit code, a link or a QR code. No account needed."
            />
          </p>
          <LanguagePicker />
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.heading.id} aria-label={intl.formatMessage(column.heading)} className={styles.column}>
            <h2 className={styles.heading}>
              <FormattedMessage {...column.heading} />
            </h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>
                    <FormattedMessage {...link.label} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className={`container ${styles.legal}`}>
        <FormattedMessage
          id="footer.copyright"
          defaultMessage="© {year} Sharecode. Shared folders are temporary: keep your own copies."
          values={{ year: new Date().getFullYear() }}
        />
      </p>
    </footer>
  );
}
