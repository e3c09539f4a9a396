/** Reading a page's direction as a person sees it: where things sit, which way text and arrows run. */
import type { Locator, Page } from 'playwright-core';
import { overflowsHorizontally } from '../../../support/page-checks';

/** `ascii` (digits 0-9) written in the script whose zero is `zero` (Arabic-Indic ٠, full-width ０, ASCII 0). */
export function nativeDigits(ascii: string, zero: string): string {
  const base = zero.codePointAt(0)!;
  return [...ascii].map((digit) => String.fromCodePoint(base + Number(digit))).join('');
}

/** The direction the element's text is laid out in ('ltr' or 'rtl'), as the browser computed it. */
export async function textDirection(element: Locator): Promise<string> {
  return element.evaluate((node) => getComputedStyle(node).direction);
}

/** Whether the element's first character is drawn to the left of its last one. */
export async function glyphsRunLeftToRight(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const texts: Text[] = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode())
      if (text.textContent?.trim()) texts.push(text as Text);
    const first = texts[0];
    const last = texts[texts.length - 1];
    if (!first || !last) throw new Error('no text to read');
    const box = (text: Text, at: number) => {
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + 1);
      return range.getBoundingClientRect();
    };
    const firstAt = first.data.search(/\S/);
    const lastAt = last.data.trimEnd().length - 1;
    return box(first, firstAt).left < box(last, lastAt).left;
  });
}

/** Whether the element sits in the right half of the window. */
export async function startsOnTheRight(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return box.left + box.width / 2 > window.innerWidth / 2;
  });
}

/**
 * Resolves once a drawn chevron (its right and bottom borders, the corner turned by its transform) points
 * `side`, having finished any turn it was making.
 */
export async function chevronPointsTowards(chevron: Locator, side: 'left' | 'right'): Promise<void> {
  await chevron.evaluate(async (node, towards) => {
    await Promise.all(node.getAnimations().map((animation) => animation.finished));
    const corner = new DOMMatrix(getComputedStyle(node).transform).transformPoint({ x: 1, y: 1 });
    const pointing = Math.abs(corner.x) < 0.5 ? 'neither side' : corner.x < 0 ? 'left' : 'right';
    if (pointing !== towards) throw new Error(`the chevron points ${pointing}, not ${towards}`);
  }, side);
}

/**
 * The buttons and button-like links on the page whose words spill out of their box (a label longer in this
 * language than the box it was given), by their words. Links inside running text are left out: they wrap.
 */
async function spilledControls(page: Page): Promise<string[]> {
  return page.locator('button, a').evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).display !== 'inline')
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent?.trim() ?? element.outerHTML.slice(0, 80)),
  );
}

/** What does not fit at this size: the page scrolling sideways, and controls whose words spill out. */
export async function layoutProblems(page: Page): Promise<string[]> {
  const problems = (await spilledControls(page)).map((words) => `"${words}" spills out of its box`);
  if (await overflowsHorizontally(page)) problems.push('the page scrolls sideways');
  return problems;
}
