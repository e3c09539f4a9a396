import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './nav-bar.module.css';

export interface DotsMenuProps {
  onLogout: () => void;
  onDelete: () => void;
}

/**
 * The three-dots account menu: a menu button with Logout and Delete ("Delete account…": it deletes the account
 * and its shares, after a confirmation that asks for the password). Keyboard: Enter/Space/ArrowDown
 * open it on the first item, ArrowUp/ArrowDown/Home/End move, Escape closes and returns focus; clicking
 * outside or tabbing away closes it.
 */
export function DotsMenu({ onLogout, onDelete }: DotsMenuProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!open) return;
    items.current[0]?.focus();
    const closeOnOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open]);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) toggle.current?.focus();
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const list = items.current.filter((item): item is HTMLButtonElement => item !== null);
    const index = list.indexOf(document.activeElement as HTMLButtonElement);
    const last = list.length - 1;
    const target = {
      ArrowDown: index >= last ? 0 : index + 1,
      ArrowUp: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target !== undefined) {
      event.preventDefault();
      list[target]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  }

  function choose(action: () => void) {
    close(true);
    action();
  }

  return (
    <div className={styles.dots} ref={wrapper}>
      <button
        ref={toggle}
        type="button"
        className={styles.iconButton}
        aria-label={intl.formatMessage({ id: 'layout.accountMenu.button', defaultMessage: 'Account options' })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="10" cy="4" r="1.8" fill="currentColor" />
          <circle cx="10" cy="10" r="1.8" fill="currentColor" />
          <circle cx="10" cy="16" r="1.8" fill="currentColor" />
        </svg>
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={intl.formatMessage({ id: 'layout.accountMenu.label', defaultMessage: 'Account' })}
          className={styles.menu}
          onKeyDown={onMenuKeyDown}
        >
          <button
            ref={(element) => {
              items.current[0] = element;
            }}
            type="button"
            role="menuitem"
            className={styles.menuItem}
            onClick={() => choose(onLogout)}
          >
            <FormattedMessage id="layout.accountMenu.logout" defaultMessage="Logout" />
          </button>
          <button
            ref={(element) => {
              items.current[1] = element;
            }}
            type="button"
            role="menuitem"
            className={`${styles.menuItem} ${styles.menuItemDanger}`}
            onClick={() => choose(onDelete)}
          >
            <FormattedMessage id="layout.accountMenu.deleteAccount" defaultMessage="Delete account…" />
          </button>
        </div>
      )}
    </div>
  );
}
