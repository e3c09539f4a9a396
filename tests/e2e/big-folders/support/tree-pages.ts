/** Reading a virtualised folder tree from a page: what is focused, what is rendered, how big the page is. */
import type { Locator, Page } from 'playwright-core';

/** Every element in the page: the trees must keep this small whatever the share holds. */
export async function elementCount(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelectorAll('*').length);
}

/** The data-path of the focused row ("" when focus is not on a row). */
export async function focusedPath(page: Page): Promise<string> {
  return page.evaluate(() =>
    document.activeElement?.getAttribute('role') === 'treeitem'
      ? (document.activeElement.getAttribute('data-path') ?? '')
      : '',
  );
}

/** The row of a folder (paths without the trailing "/"). */
export function folderRow(tree: Locator, path: string): Locator {
  return tree.locator(`[role="treeitem"][data-path="${path}/"]`);
}

/** Focuses the tree's tab stop, as Tab would. */
export async function focusTree(tree: Locator): Promise<void> {
  await tree.locator('[role="treeitem"][tabindex="0"]').focus();
}

/** Waits for a tree's polite live region to announce `text` ("Expanded photos"). */
export async function announced(page: Page, text: string): Promise<void> {
  const literal = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // \s: a repeated message ends in a no-break space, so screen readers read it again.
  await page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^${literal}\\s*$`) })
    .waitFor({ state: 'attached' });
}
