import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { inlineKey, readingDirection } from '../../lib/i18n/reading-direction';
import styles from './tabs.module.css';

interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Index of the selected tab (0 to 2 on /file-access: URL, File Code, QR Code). */
  selected: number;
  onSelect: (index: number) => void;
  'aria-label': string;
}

/**
 * WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs and select them (Left goes to
 * the next tab in right-to-left text, where the tabs run from the right); only the selected panel is mounted, so
 * leaving the QR tab also turns the camera off.
 */
export function Tabs({ items, selected, onSelect, 'aria-label': ariaLabel }: TabsProps) {
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[inlineKey(event.key, readingDirection(event.currentTarget))];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(target);
    tabs.current[target]?.focus();
  };

  const active = items[selected];
  return (
    <div className={styles.tabs}>
      <div className={styles.list} role="tablist" aria-label={ariaLabel}>
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {active && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${selected}`}
          aria-labelledby={`${baseId}-tab-${selected}`}
          className={styles.panel}
          tabIndex={-1}
        >
          {active.content}
        </div>
      )}
    </div>
  );
}
