import { preloadBootFiles, readBootFiles } from './app/boot-files';
import { afterFirstPaint } from './lib/platform/after-first-paint';
import { nextTask } from './lib/platform/next-task';
import './styles/global.css';

/*
 * The page paints from its HTML first (a page document holds the page prerendered); the app then starts in
 * stages, each evaluated in a task of its own with the browser given the main thread in between: React DOM, then
 * the router and the shell (app/start-app.tsx, which goes on with the page and the first render). Evaluated at
 * once they make one task long enough, on a slow phone, to delay a visitor's first tap. Every stage's files are
 * fetched and compiled before the first stage runs, so the stages cost no round trips. See docs/performance.md.
 */
async function start(): Promise<void> {
  await afterFirstPaint();
  await preloadBootFiles(document, readBootFiles(document));
  const { createRoot } = await import('react-dom/client');
  const root = createRoot(document.getElementById('root')!);
  await nextTask();
  const { startApp } = await import('./app/start-app');
  await nextTask();
  await startApp(root);
}

void start();
