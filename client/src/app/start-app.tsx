import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import {
  LanguageProvider,
  loadLanguage,
  markDocument,
  matchLanguage,
  preferredLanguages,
  shellMessagesReady,
} from '../features/languages';
import { nextTask } from '../lib/platform/next-task';
import { whenIdle } from '../lib/platform/when-idle';
import { loadEveryPagesMessages, preloadPage, routes } from './routes';

/**
 * The last stages of the start (main.tsx has the first ones), each in a task of its own: the page's chunk and the
 * router, then the first render. The page's chunk is loaded before that render because the document may hold the
 * page prerendered, which the app must replace with the same page, not with a loading indicator. The render is a
 * transition, so it too yields to the browser every few milliseconds rather than holding the main thread.
 */
export async function startApp(root: Root): Promise<void> {
  const page = preloadPage(window.location.pathname);
  // The visitor's language loads beside the page: the start's messages and the page's (asked for by the page's
  // preload above), none for the source language.
  const language = loadLanguage(matchLanguage(preferredLanguages()));
  await nextTask();
  const router = createBrowserRouter(routes);
  const [initial] = await Promise.all([language, page]);
  markDocument(document, initial.tag);
  await nextTask();
  startTransition(() => {
    root.render(
      <StrictMode>
        <LanguageProvider initial={initial}>
          <RouterProvider router={router} />
        </LanguageProvider>
      </StrictMode>,
    );
  });
  // The frame's later parts (the search's results, its dialogs) may be asked for at any moment.
  await shellMessagesReady();
  await whenIdle();
  await loadEveryPagesMessages();
}
