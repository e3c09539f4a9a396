/** Every route the shell owns, with the h1 it must show and a few strings a visitor must see there. */
export interface ShellRoute {
  path: string;
  /** Screenshot name. */
  name: string;
  heading: string | RegExp;
  texts: string[];
}

/** A route whose screenshot is named after its path unless `name` says otherwise. */
function route(path: string, heading: string | RegExp, texts: string[], name = path.slice(1)): ShellRoute {
  return { path, name, heading, texts };
}

export const SHELL_ROUTES: ShellRoute[] = [
  route(
    '/',
    'Effortless Data Sharing',
    [
      'Seamless data transfer',
      'AI-powered file recovery',
      'Secure cloud backup',
      'How to Use',
      'Frequently asked questions',
    ],
    'home',
  ),
  route('/login', 'Log in', ['Remember me', 'Forgot password?']),
  route('/signup', 'Sign up', ['Full name', 'Confirm password', 'Terms & Conditions']),
  route('/forgot-password', 'Forgot password', ['Password reset by e-mail is not available yet.']),
  route('/about', 'About Sharecode', ['Our mission', 'Why Choose Us']),
  route('/contact', 'Contact us', ['Contact details', 'This form does not send anything by itself']),
  route('/services', 'Services', ['Share files and folders', 'Open a shared folder', 'Try the demo']),
  route('/features', 'Features', ['Data sharing', 'Easy file access', 'Why Sharecode?', 'Platform Activity']),
  route('/ai-file-restoring', /AI File Restoring/, ['This is a demo.', 'Restore with AI']),
  route('/secure-cloud-storage', /Secure Cloud Storage/, ['This is a demo.', 'Upload to Cloud']),
  route('/auto-file-syncing', /Auto File Syncing/, ['This is a demo.', 'Sync Files']),
  route('/end-to-end-encryption', /End-to-End Encryption/, ['Encrypt Message', 'Decrypt']),
  route('/test', /Folder upload test/, ['Upload folder']),
  route('/privacy', 'Privacy Policy', ['2 hours after upload', 'until the folder has been downloaded']),
  route('/blogs', 'Blog', ['Read More', 'Why a 4-digit code?']),
  route('/terms', 'Terms & Conditions', ['2 hours after upload', 'upload the files again']),
  route('/faq', 'Frequently Asked Questions', ['How long are shared files kept?']),
  route('/no-such-page', 'Page not found', ['Go to the home page'], 'not-found'),
];
