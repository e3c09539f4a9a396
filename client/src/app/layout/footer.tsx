import { Link } from 'react-router-dom';
import { BrandLogo } from './brand-logo';
import { FOOTER_COLUMNS } from './nav-links';
import styles from './footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.about}>
          <Link to="/" className={styles.brand}>
            <BrandLogo size={28} />
            <span>Sharecode</span>
          </Link>
          <p>Share files and folders with a 4-digit code, a link or a QR code. No account needed.</p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.heading} aria-label={column.heading} className={styles.column}>
            <h2 className={styles.heading}>{column.heading}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className={`container ${styles.legal}`}>
        © {new Date().getFullYear()} Sharecode. Shared folders are temporary: keep your own copies.
      </p>
    </footer>
  );
}
