/** Every route the shell owns, with the h1 it must show and a few strings a visitor must see there. */
export interface ShellRoute {
  path: string;
  /** Screenshot name. */
  name: string;
  heading: string | RegExp;
  texts: string[];
}

export const SHELL_ROUTES: ShellRoute[] = [
  {
    path: '/',
    name: 'home',
    heading: 'Effortless Data Sharing',
    texts: [
      'Seamless data transfer',
      'AI-powered file recovery',
      'Secure cloud backup',
      'How to Use',
      'Frequently asked questions',
    ],
  },
  { path: '/login', name: 'login', heading: 'Log in', texts: ['Remember me', 'Forgot password?'] },
  {
    path: '/signup',
    name: 'signup',
    heading: 'Sign up',
    texts: ['Full name', 'Confirm password', 'Terms & Conditions'],
  },
  {
    path: '/forgot-password',
    name: 'forgot-password',
    heading: 'Forgot password',
    texts: ['Password reset by e-mail is not available yet.'],
  },
  { path: '/about', name: 'about', heading: 'About Sharecode', texts: ['Our mission', 'Why Choose Us'] },
  {
    path: '/contact',
    name: 'contact',
    heading: 'Contact us',
    texts: ['Contact details', 'This form does not send anything by itself'],
  },
  {
    path: '/services',
    name: 'services',
    heading: 'Services',
    texts: ['Share files and folders', 'Open a shared folder', 'Try the demo'],
  },
  {
    path: '/features',
    name: 'features',
    heading: 'Features',
    texts: ['Data sharing', 'Easy file access', 'Why Sharecode?', 'Platform Activity'],
  },
  {
    path: '/ai-file-restoring',
    name: 'ai-file-restoring',
    heading: /AI File Restoring/,
    texts: ['This is a demo.', 'Restore with AI'],
  },
  {
    path: '/secure-cloud-storage',
    name: 'secure-cloud-storage',
    heading: /Secure Cloud Storage/,
    texts: ['This is a demo.', 'Upload to Cloud'],
  },
  {
    path: '/auto-file-syncing',
    name: 'auto-file-syncing',
    heading: /Auto File Syncing/,
    texts: ['This is a demo.', 'Sync Files'],
  },
  {
    path: '/end-to-end-encryption',
    name: 'end-to-end-encryption',
    heading: /End-to-End Encryption/,
    texts: ['Encrypt Message', 'Decrypt'],
  },
  { path: '/test', name: 'test', heading: /Folder upload test/, texts: ['Upload folder'] },
  {
    path: '/privacy',
    name: 'privacy',
    heading: 'Privacy Policy',
    texts: ['2 hours after upload', 'until the folder has been downloaded'],
  },
  { path: '/blogs', name: 'blogs', heading: 'Blog', texts: ['Read More', 'Why a 4-digit code?'] },
  {
    path: '/terms',
    name: 'terms',
    heading: 'Terms & Conditions',
    texts: ['2 hours after upload', 'upload the files again'],
  },
  { path: '/faq', name: 'faq', heading: 'Frequently Asked Questions', texts: ['How long are shared files kept?'] },
  { path: '/no-such-page', name: 'not-found', heading: 'Page not found', texts: ['Go to the home page'] },
];
