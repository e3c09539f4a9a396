import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { asciiDigits } from '../../lib/i18n/ascii-digits';
import styles from './code-boxes.module.css';

export interface CodeBoxesProps {
  /** One entry per box: a single digit or "" (boxes may be filled out of order). */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Id of the element that labels the group (a visible label is expected). */
  labelledBy: string;
  disabled?: boolean;
  /** Called when the last empty box is filled, with the full code. */
  onComplete?: (code: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

/** The digits of `text`, as ASCII whatever script they were typed in. */
const onlyDigits = (text: string) => asciiDigits(text).replace(/\D/g, '');

/**
 * One-digit boxes for the folder code (the recovery page): digits only (any script's, shown as ASCII), focus advances after a digit,
 * Backspace on an empty box moves back, arrows move, and pasting a code fills the boxes.
 */
export function CodeBoxes({ value, onChange, labelledBy, disabled, onComplete, invalid, describedBy }: CodeBoxesProps) {
  const intl = useIntl();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const length = value.length;

  const focusBox = (index: number) => {
    const input = inputs.current[Math.max(0, Math.min(length - 1, index))];
    input?.focus();
    input?.select();
  };

  const commit = (next: string[]) => {
    onChange(next);
    if (next.every((digit) => digit !== '') && value.some((digit) => digit === '')) onComplete?.(next.join(''));
  };

  /** Writes digits from box `start` onwards; returns the index after the last written box. */
  const fillFrom = (start: number, digits: string): number => {
    const next = [...value];
    let index = start;
    for (const digit of digits) {
      if (index >= length) break;
      next[index] = digit;
      index += 1;
    }
    commit(next);
    return index;
  };

  const handleChange = (index: number, input: HTMLInputElement) => {
    const digits = onlyDigits(input.value);
    if (digits === '') {
      if (input.value === '') commit(value.map((digit, i) => (i === index ? '' : digit)));
      return; // a non-digit was typed: keep the box as it was
    }
    let typed = digits;
    if (digits.length === 2 && value[index]) {
      // A digit typed beside the existing one: keep the new one (the character just before the caret).
      const caret = input.selectionStart ?? input.value.length;
      typed = onlyDigits(input.value.charAt(caret - 1)) || digits.charAt(digits.length - 1);
    }
    const after = typed.length === 1 ? fillFrom(index, typed) : fillFrom(typed.length >= length ? 0 : index, typed);
    focusBox(after);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && value[index] === '' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = onlyDigits(event.clipboardData.getData('text'));
    event.preventDefault();
    if (!digits) return;
    const after = fillFrom(digits.length >= length ? 0 : index, digits);
    focusBox(after);
  };

  return (
    // The digits run left to right in any language, so the first box stays on the left in right-to-left pages,
    // and Left and Right keep their physical sense here (widgets that follow the text mirror them).
    <div className={styles.boxes} role="group" dir="ltr" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {value.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          className={styles.box}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={intl.formatMessage(
            { id: 'codeBoxes.digitLabel', defaultMessage: 'Digit {position} of {length}' },
            { position: index + 1, length },
          )}
          aria-invalid={invalid || undefined}
          value={digit}
          disabled={disabled}
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => handleChange(index, event.currentTarget)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
        />
      ))}
    </div>
  );
}

/** An empty code of `length` boxes. */
export function emptyCode(length: number): string[] {
  return Array.from({ length }, () => '');
}
