import { lazy, type ComponentType } from 'react';
import { shellMessagesReady } from '../features/languages';

/**
 * A part of the frame (nav, footer, status) loaded when first wanted, not with the start: a chunk of its own, shown
 * once both it and the frame's later messages in the page's language (shell.json) are there.
 */
export function lazyShellPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(() => Promise.all([load(), shellMessagesReady()]).then(([component]) => ({ default: component })));
}
