import { waitFor } from '@testing-library/react';
import { renderRoutes } from '../test/render-with-router';
import { preloadPage, routes } from './routes';

/** Each route (and our extra ones) and the h1 it must show once its chunk has loaded. */
const OWN_PAGES: [path: string, heading: string | RegExp][] = [
  ['/', 'Effortless Data Sharing'],
  ['/login', 'Log in'],
  ['/signup', 'Sign up'],
  ['/forgot-password', 'Forgot password'],
  ['/my-shares', 'My shares'],
  ['/about', 'About Sharecode'],
  ['/contact', 'Contact us'],
  ['/services', 'Services'],
  ['/features', 'Features'],
  ['/ai-file-restoring', /AI File Restoring/],
  ['/secure-cloud-storage', /Secure Cloud Storage/],
  ['/auto-file-syncing', /Auto File Syncing/],
  ['/end-to-end-encryption', /End-to-End Encryption/],
  ['/test', /Folder upload test/],
  ['/privacy', 'Privacy Policy'],
  ['/blogs', 'Blog'],
  ['/terms', 'Terms & Conditions'],
  ['/faq', 'Frequently Asked Questions'],
  ['/no/such/page', 'Page not found'],
];

/** The sharing screens are another feature's; here only their wiring is checked. */
const SHARING_PATHS = ['/data-sharing', '/file-access', '/features/file-sharing', '/features/file-recovery', '/s/1234'];

describe('routes', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it.each(OWN_PAGES)('%s shows its page inside the layout', async (path, heading) => {
    renderRoutes(routes, path);
    // Plain selectors: role queries over a whole page are slow in jsdom, and the roles are tested elsewhere.
    await waitFor(() => expect(document.querySelector('main h1')).toHaveTextContent(heading));
    expect(document.querySelector('header nav[aria-label="Main"]')).not.toBeNull();
    expect(document.querySelector('footer')).not.toBeNull();
  });

  it.each(SHARING_PATHS)('%s loads a page with a heading', async (path) => {
    renderRoutes(routes, path);
    await waitFor(() => expect(document.querySelector('main h1')).not.toBeNull());
  });

  it('draws a preloaded page on its first render, as the app does over a prerendered page', async () => {
    await preloadPage('/file-access');
    renderRoutes(routes, '/file-access');
    expect(document.querySelector('main h1')).toHaveTextContent('Easy File Access');
    expect(document.querySelector('main [role="status"]')).toBeNull();
  });
});
