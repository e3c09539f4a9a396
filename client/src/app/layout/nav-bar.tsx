import { Suspense, useCallback, useEffect, useState } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { useResettingState } from '../../hooks/use-resetting-state';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useLogout } from '../../hooks/use-logout';
import { useEverTrue } from '../../hooks/use-ever-true';
import { useSignedInUser } from '../../hooks/use-signed-in-user';
import { clearUser, onSessionExpired, profileInitial } from '../../lib/platform/user-store';
import { buttonClassName } from '../../components/button/button';
import { Toast } from '../../components/toast/toast';
import { lazyShellPart } from '../lazy-shell-part';
import { BrandLogo } from './brand-logo';
import { DotsMenu } from './dots-menu';
import { NAV_LINKS, OPERATOR_LINK } from './nav-links';
import { NavSearch } from './nav-search';
import { useOperatorLink } from './use-operator-link';
import { useStickyHeaderHeight } from './use-sticky-header-height';
import styles from './nav-bar.module.css';

/** Loaded when first opened: every page has the nav, few visitors delete their account. */
const DeleteAccountDialog = lazyShellPart(() =>
  import('./delete-account-dialog').then((module) => module.DeleteAccountDialog),
);

const notices = defineMessages({
  /** Shown when a signed-in call found the server session gone (see requestSignedIn). */
  sessionExpired: {
    id: 'layout.notice.sessionExpired',
    defaultMessage: 'Your session has ended. Please log in again.',
  },
  accountDeleted: { id: 'layout.notice.accountDeleted', defaultMessage: 'Your account and its shares were deleted.' },
});

/** The notices in English, as the specs find them. */
export const SESSION_EXPIRED_NOTICE = 'Your session has ended. Please log in again.';
export const ACCOUNT_DELETED_NOTICE = 'Your account and its shares were deleted.';

/**
 * Global navigation: brand, four links with the active one highlighted (and the operator console's for an
 * operator), visitor or signed-in actions, a hamburger on small screens and the three-dots account menu.
 * Under /features the links align left. Its height is the page's scroll padding (see useStickyHeaderHeight).
 */
export function NavBar() {
  const { pathname } = useLocation();
  const { signedIn, user } = useSignedInUser();
  const navigate = useNavigate();
  const logout = useLogout();
  // Any navigation closes the menu.
  const [menuOpen, setMenuOpen] = useResettingState(() => false, [pathname]);
  const [deleting, setDeleting] = useState(false);
  const deletingAsked = useEverTrue(deleting);
  const [notice, setNotice] = useState<MessageDescriptor | null>(null);
  const clearNotice = useCallback(() => setNotice(null), []);
  const alignLeft = pathname.startsWith('/features');
  const operator = useOperatorLink(signedIn ? (user?.email ?? '') : null);
  const header = useStickyHeaderHeight();
  const intl = useIntl();

  useEffect(() => onSessionExpired(() => setNotice(notices.sessionExpired)), []);

  function accountDeleted() {
    setDeleting(false);
    clearUser();
    void navigate('/');
    setNotice(notices.accountDeleted);
  }

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.link} ${styles.active}` : styles.link;

  return (
    <header className={styles.header} ref={header}>
      <nav
        className={`container ${styles.bar}`}
        aria-label={intl.formatMessage({ id: 'layout.nav.label', defaultMessage: 'Main' })}
        data-align={alignLeft ? 'left' : 'center'}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && menuOpen) setMenuOpen(false);
        }}
      >
        <Link to="/" className={styles.brand}>
          <BrandLogo />
          <span>Sharecode</span>
        </Link>

        <div id="primary-menu" className={styles.menuPanel} data-open={menuOpen || undefined}>
          <ul className={styles.links}>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClass}>
                  <FormattedMessage {...link.label} />
                </NavLink>
              </li>
            ))}
            {signedIn && operator && (
              <li className={styles.operatorInMenu}>
                <NavLink to={OPERATOR_LINK.to} className={linkClass}>
                  <FormattedMessage {...OPERATOR_LINK.label} />
                </NavLink>
              </li>
            )}
          </ul>
          {signedIn ? (
            <NavSearch />
          ) : (
            <div className={styles.visitor}>
              <NavLink to="/login" className={linkClass}>
                <FormattedMessage id="nav.logIn" defaultMessage="LogIn" />
              </NavLink>
              <NavLink to="/signup" className={linkClass}>
                <FormattedMessage id="nav.signUp" defaultMessage="SignUp" />
              </NavLink>
              <Link to="/services" className={buttonClassName({ size: 'sm' }, styles.cta)}>
                <FormattedMessage id="nav.getStarted" defaultMessage="Get Started" />
              </Link>
            </div>
          )}
        </div>

        <div className={styles.end}>
          {signedIn && (
            <>
              {operator && (
                <NavLink
                  to={OPERATOR_LINK.to}
                  className={({ isActive }) =>
                    `${styles.iconButton} ${styles.operatorInBar}${isActive ? ` ${styles.operatorActive}` : ''}`
                  }
                  title={intl.formatMessage(OPERATOR_LINK.label)}
                >
                  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                    <path
                      d="M10 1.8 3.2 4.4v5.1c0 4.1 2.9 7.5 6.8 8.7 3.9-1.2 6.8-4.6 6.8-8.7V4.4L10 1.8Zm-1 11.6-3-3 1.4-1.4L9 10.6l3.6-3.6L14 8.4l-5 5Z"
                      fill="currentColor"
                    />
                  </svg>
                  <span className="visually-hidden">
                    <FormattedMessage {...OPERATOR_LINK.label} />
                  </span>
                </NavLink>
              )}
              <Link
                to="/my-shares"
                className={styles.avatar}
                title={
                  user?.email
                    ? intl.formatMessage(
                        { id: 'layout.nav.mySharesSignedInTitle', defaultMessage: 'My shares (signed in as {email})' },
                        { email: user.email },
                      )
                    : intl.formatMessage({ id: 'layout.nav.myShares', defaultMessage: 'My shares' })
                }
              >
                <span aria-hidden="true">{profileInitial(user)}</span>
                <span className="visually-hidden">
                  {user?.email ? (
                    <FormattedMessage
                      id="layout.nav.mySharesSignedIn"
                      defaultMessage="My shares, signed in as {email}"
                      values={{ email: user.email }}
                    />
                  ) : (
                    <FormattedMessage id="layout.nav.myShares" defaultMessage="My shares" />
                  )}
                </span>
              </Link>
              <DotsMenu onLogout={() => void logout()} onDelete={() => setDeleting(true)} />
            </>
          )}
          <button
            type="button"
            className={`${styles.iconButton} ${styles.hamburger}`}
            aria-label={intl.formatMessage({ id: 'layout.nav.menuButton', defaultMessage: 'Menu' })}
            aria-expanded={menuOpen}
            aria-controls="primary-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className={styles.hamburgerLines} data-open={menuOpen || undefined} aria-hidden="true" />
          </button>
        </div>
      </nav>
      <Toast message={notice && intl.formatMessage(notice)} onDismiss={clearNotice} tone="info" />
      {signedIn && deletingAsked && (
        <Suspense fallback={null}>
          <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} onDeleted={accountDeleted} />
        </Suspense>
      )}
    </header>
  );
}
