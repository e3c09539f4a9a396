import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './accordion.module.css';

export interface AccordionItem {
  /** Stable, unique within the accordion. */
  id: string;
  /** The header button's content (keep it short: it is the button's accessible name). */
  title: ReactNode;
  /** The panel shown while the item is open. */
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Uncontrolled: the item open at first (default: none). */
  defaultOpenId?: string | null;
  /** Controlled: the open item; pass with `onOpenChange`. */
  openId?: string | null;
  onOpenChange?: (openId: string | null) => void;
  /** Clicking the open item closes it (default true). With false, one item always stays open once chosen. */
  collapsible?: boolean;
  /** Heading level wrapping each header button, to fit the page outline (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Accessible name of the whole group, e.g. "Frequently asked questions". */
  'aria-label'?: string;
  className?: string;
}

/**
 * One-open-at-a-time accordion following the WAI-ARIA pattern: each header is a real button with
 * `aria-expanded`/`aria-controls`, each panel a labelled region. Enter/Space toggle (native buttons);
 * ArrowUp/ArrowDown/Home/End move between headers.
 */
export function Accordion({
  items,
  defaultOpenId = null,
  openId: controlledOpenId,
  onOpenChange,
  collapsible = true,
  headingLevel = 3,
  'aria-label': ariaLabel,
  className,
}: AccordionProps) {
  const baseId = useId();
  const [uncontrolledOpenId, setUncontrolledOpenId] = useState<string | null>(defaultOpenId);
  const openId = controlledOpenId !== undefined ? controlledOpenId : uncontrolledOpenId;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  function toggle(id: string) {
    const next = openId === id ? (collapsible ? null : id) : id;
    if (controlledOpenId === undefined) setUncontrolledOpenId(next);
    onOpenChange?.(next);
  }

  function moveFocus(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  return (
    <div className={[styles.accordion, className].filter(Boolean).join(' ')} role="group" aria-label={ariaLabel}>
      {items.map((item, index) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.id} className={styles.item} data-open={open || undefined}>
            <Heading className={styles.heading}>
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => moveFocus(event, index)}
              >
                <span className={styles.title}>{item.title}</span>
                <span className={styles.chevron} aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
