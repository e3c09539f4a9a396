import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { nextTask } from '../lib/platform/next-task';
import { preloadPage, routes } from './routes';

/**
 * The last stages of the start (main.tsx has the first ones), each in a task of its own: the page's chunk and the
 * router, then the first render. The page's chunk is loaded before that render because the document may hold the
 * page prerendered, which the app must replace with the same page, not with a loading indicator. The render is a
 * transition, so it too yields to the browser every few milliseconds rather than holding the main thread.
 */
export async function startApp(root: Root): Promise<void> {
  const page = preloadPage(window.location.pathname);
  await nextTask();
  const router = createBrowserRouter(routes);
  await page;
  await nextTask();
  startTransition(() => {
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
}
