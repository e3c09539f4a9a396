import type { LegalDocument } from './legal-document';

export const PRIVACY: LegalDocument = {
  title: 'Privacy Policy',
  updated: '2026-05-01',
  intro:
    'Sharecode is built to work without knowing who you are. This policy explains the little we store, why, and for how long.',
  sections: [
    {
      heading: 'What we store when you share',
      list: [
        'The files you upload, their names, folder paths and sizes.',
        'The 4-digit folder code and the time of upload, so we know when to delete the folder.',
        'Standard server logs (IP address, time, requested address) for security and abuse prevention, kept for a short period.',
      ],
    },
    {
      heading: 'How long shared data is kept',
      paragraphs: [
        'Shared data is temporary. By default a folder and its files are deleted automatically 2 hours after upload.',
        'When sharing you can choose a different retention: 24 hours, or until the folder has been downloaded (24 hours at most). Either way the data is deleted when that time is up.',
        'We do not link uploads to people, so a lost code cannot be recovered: the data must be uploaded again to get a new code.',
      ],
    },
    {
      heading: 'Accounts',
      paragraphs: [
        'If you create an account we store your name, e-mail address and a securely hashed password. Your browser keeps a small record of your signed-in state: in local storage if you tick "Remember me", otherwise only for the current tab (session storage). Logging out removes it.',
      ],
    },
    {
      heading: 'What runs only in your browser',
      paragraphs: [
        'The End-to-End Encryption tool and the demo pages (AI file restoring, secure cloud storage, auto file syncing) process everything locally. Their text and files never reach our servers.',
      ],
    },
    {
      heading: 'Who can see your files',
      paragraphs: [
        'Anyone holding the folder code, link or QR code can open the folder. We do not sell, rent or analyse your files, and we do not use advertising trackers.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You can ask us what personal data we hold about you, have it corrected or deleted, and object to its use. Write to us from the Contact page. Shared folders are deleted automatically on their own schedule.',
      ],
    },
    {
      heading: 'Changes',
      paragraphs: ['When this policy changes, we update the date at the top of this page.'],
    },
  ],
};
