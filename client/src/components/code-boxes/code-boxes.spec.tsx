import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useState } from 'react';
import { CodeBoxes, emptyCode } from './code-boxes';

/** The declarations of the group's own rule, `.boxes { … }`. */
const BOXES_RULE = /^\.boxes \{([^}]*)\}/m.exec(readFileSync(join(__dirname, 'code-boxes.module.css'), 'utf8'))?.[1];

function Harness({ onComplete }: { onComplete?: (code: string) => void }) {
  const [value, setValue] = useState(emptyCode(4));
  return (
    <>
      <span id="code-label">File code</span>
      <CodeBoxes value={value} onChange={setValue} labelledBy="code-label" onComplete={onComplete} />
      <output data-testid="value">{value.map((digit) => digit || '_').join('')}</output>
    </>
  );
}

function boxes(): HTMLInputElement[] {
  return [1, 2, 3, 4].map((n) => screen.getByRole<HTMLInputElement>('textbox', { name: `Digit ${n} of 4` }));
}

const shown = () => screen.getByTestId('value').textContent;

describe(CodeBoxes.name, () => {
  it('is a labelled group of four one-digit numeric boxes', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'File code' })).toBeInTheDocument();
    for (const box of boxes()) expect(box).toHaveAttribute('inputmode', 'numeric');
  });

  it('accepts digits only and advances focus after each digit', async () => {
    const user = userEvent.setup();
    const onComplete = jest.fn();
    render(<Harness onComplete={onComplete} />);
    const [first, second, third, fourth] = boxes();
    await user.click(first);
    await user.keyboard('a');
    expect(shown()).toBe('____');
    expect(first).toHaveFocus();
    await user.keyboard('1');
    expect(second).toHaveFocus();
    await user.keyboard('-2');
    expect(third).toHaveFocus();
    await user.keyboard('3');
    expect(fourth).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('4');
    expect(shown()).toBe('1234');
    expect(onComplete).toHaveBeenCalledWith('1234');
  });

  it('replaces the digit of a box typed over', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const [first] = boxes();
    await user.click(first);
    await user.keyboard('12');
    await user.click(first);
    await user.keyboard('7');
    expect(shown()).toBe('72__');
  });

  it('moves back on Backspace in an empty box, and clears a filled one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const [first, second, third] = boxes();
    await user.click(first);
    await user.keyboard('12');
    expect(third).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(second).toHaveFocus();
    expect(shown()).toBe('12__');
    await user.keyboard('{Backspace}');
    expect(shown()).toBe('1___');
    expect(second).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(first).toHaveFocus();
  });

  it('does not move before the first box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const [first] = boxes();
    await user.click(first);
    await user.keyboard('{Backspace}');
    expect(first).toHaveFocus();
  });

  it('fills all four boxes when a 4-digit code is pasted into any box', async () => {
    const user = userEvent.setup();
    const onComplete = jest.fn();
    render(<Harness onComplete={onComplete} />);
    const [, , third, fourth] = boxes();
    await user.click(third);
    await user.paste('0427');
    expect(shown()).toBe('0427');
    expect(fourth).toHaveFocus();
    expect(onComplete).toHaveBeenCalledWith('0427');
  });

  it('keeps only the digits of pasted text', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const [first] = boxes();
    await user.click(first);
    await user.paste(' 98-76 ');
    expect(shown()).toBe('9876');
  });

  it.each([
    ['Arabic-Indic', '٠٤٢٧'],
    ['Persian', '۰۴۲۷'],
    ['Devanagari', '०४२७'],
    ['full-width', '０４２７'],
  ])('takes %s digits, typed or pasted, as the ASCII code', async (_script, localDigits) => {
    const user = userEvent.setup();
    const onComplete = jest.fn();
    render(<Harness onComplete={onComplete} />);
    const [first, second] = boxes();
    await user.click(first);
    await user.keyboard(localDigits.charAt(0));
    expect(shown()).toBe('0___');
    expect(second).toHaveFocus();
    await user.paste(localDigits.slice(1));
    expect(shown()).toBe('0427');
    expect(onComplete).toHaveBeenCalledWith('0427');
  });

  it('fills from the focused box when fewer digits are pasted', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const [, second, , fourth] = boxes();
    await user.click(second);
    await user.paste('55');
    expect(shown()).toBe('_55_');
    expect(fourth).toHaveFocus();
  });

  it('ignores a paste without digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]);
    await user.paste('abc');
    expect(shown()).toBe('____');
  });

  it('moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const [first, second] = boxes();
    await user.click(first);
    await user.keyboard('{ArrowRight}');
    expect(second).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(first).toHaveFocus();
  });

  it('runs left to right in a right-to-left page: the arrows keep their physical sense', async () => {
    const user = userEvent.setup();
    render(
      <div dir="rtl">
        <Harness />
      </div>,
    );
    expect(screen.getByRole('group', { name: 'File code' })).toHaveAttribute('dir', 'ltr');
    // Only as wide as its boxes, so it sits at the page's inline start (the right) like its label (jsdom lays
    // nothing out: the stylesheet says it).
    expect(BOXES_RULE).toMatch(/^\s*width: fit-content;$/m);
    const [first, second] = boxes();
    await user.click(first);
    await user.keyboard('{ArrowRight}');
    expect(second).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(first).toHaveFocus();
  });
});
