/** Marketing content shared by home, about, services and features pages. */

export interface ServiceEntry {
  title: string;
  description: string;
  path: string;
  /** Runs only in the browser as a preview of a planned feature. */
  demo?: boolean;
}

/** /services: everything on offer, each linking to its screen. */
export const SERVICES: readonly ServiceEntry[] = [
  {
    title: 'Share files and folders',
    description: 'Upload files or a whole folder and get a 4-digit code, a link and a QR code.',
    path: '/data-sharing',
  },
  {
    title: 'Open a shared folder',
    description: 'Type a code, paste a link or scan a QR code to browse, preview and download.',
    path: '/file-access',
  },
  {
    title: 'File sharing dashboard',
    description: 'Upload with a detailed file list and share the result by e-mail, messaging or social networks.',
    path: '/features/file-sharing',
  },
  {
    title: 'Recover files by code',
    description: 'Enter the four digits of a code to bring back a shared folder and download what you need.',
    path: '/features/file-recovery',
  },
  {
    title: 'End-to-end encryption',
    description: 'Encrypt a message with a passphrase in your browser before you share it.',
    path: '/end-to-end-encryption',
  },
  {
    title: 'AI file restoring',
    description: 'See how restoring a damaged file with AI will work.',
    path: '/ai-file-restoring',
    demo: true,
  },
  {
    title: 'Secure cloud storage',
    description: 'Preview encrypted storage for files you want to keep longer.',
    path: '/secure-cloud-storage',
    demo: true,
  },
  {
    title: 'Auto file syncing',
    description: 'Preview keeping a set of files in step across your devices.',
    path: '/auto-file-syncing',
    demo: true,
  },
];

/** Home page feature cards. */
export const HOME_FEATURES = [
  {
    title: 'Seamless data transfer',
    description: 'Move files between any two devices with a browser: phone, laptop, tablet or a computer you borrow.',
  },
  {
    title: 'AI-powered file recovery',
    description: 'Restore damaged files with AI — try the demo today and see where the feature is heading.',
  },
  {
    title: 'Secure cloud backup',
    description: 'Keep important files in encrypted storage. Available as a preview while we build it.',
  },
] as const;

/** Home page "How to Use" slider. */
export const HOW_TO_USE_STEPS = [
  {
    title: 'Visit the site',
    text: 'Open Sharecode on the device that has the files and choose Share files. No sign-up needed.',
  },
  {
    title: 'Get the 4-digit code',
    text: 'Select files or a whole folder and press Share Files. You receive a folder code, a link and a QR code.',
  },
  {
    title: 'Share the code or QR and download',
    text: 'Give the code or QR to the recipient. They open it on any device and download the files.',
  },
] as const;

/** /features cards. */
export const FEATURE_CARDS = [
  {
    title: 'Data sharing',
    description: 'Upload files or folders and share them with a code, a link or a QR code.',
    path: '/data-sharing',
  },
  {
    title: 'Easy file access',
    description: 'Open a shared folder from its URL, its 4-digit code or its QR code.',
    path: '/file-access',
  },
  {
    title: 'Secure cloud storage',
    description: 'A preview of encrypted storage for files you want to keep longer.',
    path: '/secure-cloud-storage',
  },
  {
    title: 'End-to-end encryption',
    description: 'Encrypt text with a passphrase in your browser before sharing it.',
    path: '/end-to-end-encryption',
  },
] as const;

/** /features "Why" section. */
export const WHY_SHARECODE = [
  { title: 'No account, no friction', text: 'Sharing starts with a file, not a sign-up form.' },
  { title: 'Codes you can say out loud', text: 'Four digits are quicker to pass on than any link.' },
  {
    title: 'Temporary by design',
    text: 'Folders delete themselves after 2 hours by default, or 24 hours if you choose.',
  },
  { title: 'Works everywhere', text: 'Any modern browser on phone, tablet or desktop; QR codes for camera users.' },
] as const;

/** /features "Platform Activity": display values, hard-coded. */
export const PLATFORM_ACTIVITY = [
  { label: 'Daily active users', target: 5280 },
  { label: 'GB shared daily', target: 1340 },
  { label: 'Files restored by AI', target: 1750 },
] as const;

/** /about */
export const MISSION = [
  'Sharecode exists to make moving files between devices as easy as reading out four digits. No accounts, no apps to install, no cables.',
  'We keep shared data only as long as it is useful — 2 hours by default — because the safest file is the one that is no longer stored.',
] as const;

export const WHY_CHOOSE_US = [
  { title: 'Instant', text: 'Upload, get a code, done. The recipient needs nothing but a browser.' },
  { title: 'Private by default', text: 'No sign-up, no profile of who shared what, and automatic deletion.' },
  { title: 'Folders stay folders', text: 'Subfolders and file names arrive exactly as you sent them.' },
  { title: 'Preview before download', text: 'Images, PDFs and text files open in the browser.' },
  { title: 'Honest about demos', text: 'Features still in development are clearly labelled as demos.' },
] as const;

/** /contact: replace these with the operator's real details when deploying. */
export const CONTACT_DETAILS = {
  email: 'support@sharecode.example',
  abuse: 'To report illegal content, include the 4-digit folder code so we can find and remove it.',
  hours: 'Monday to Friday, 9:00–17:00 CET; we reply within two working days.',
} as const;
