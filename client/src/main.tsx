import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/routes';
import './styles/global.css';

// The page's chunk first: the document may hold the page prerendered, and the app must replace it with the
// same page, not with a loading indicator. As a transition, the first render then yields to the browser every
// few milliseconds instead of holding the main thread for its whole length, so a slow phone stays responsive.
void preloadPage(window.location.pathname).then(() =>
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }),
);
