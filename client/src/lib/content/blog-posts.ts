/** The blog: ten static posts. `body` is what Read More reveals. */
export interface BlogPost {
  id: number;
  title: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  description: string;
  body: readonly string[];
}

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: 1,
    title: 'Sharing a folder in three steps',
    date: '2026-01-12',
    description: 'Pick a folder, press Share Files, read out four digits. Here is what happens in between.',
    body: [
      'When you choose a folder, your browser reads the relative path of every file, so the structure arrives intact: photos/2025/beach.jpg stays in photos/2025.',
      'The server stores the files, gives the folder a free 4-digit code and draws a QR code for its link. The recipient can use whichever is easiest: typing, clicking or scanning.',
    ],
  },
  {
    id: 2,
    title: 'Why a 4-digit code?',
    date: '2026-01-26',
    description: 'Short enough to say across a room, long enough for a few hours. The trade-offs of short codes.',
    body: [
      'Four digits are easy to read out loud and to type on any keyboard, including a TV remote or a phone keypad. That is the whole point: moving files between your own devices without signing in anywhere.',
      'The flip side is that there are only 10,000 codes. That is why folders expire after hours, not months, and why confidential files should be encrypted before they are shared.',
    ],
  },
  {
    id: 3,
    title: 'How long do my files stay online?',
    date: '2026-02-09',
    description:
      'Two hours by default, 24 hours or until downloaded if you choose. And why we cannot recover lost codes.',
    body: [
      'A shared folder is deleted automatically 2 hours after upload unless you choose otherwise. You can keep it for 24 hours, or until it has been downloaded, which suits one-off hand-overs.',
      'Because we do not link uploads to people, a lost code cannot be recovered. The fix is simple: upload again and you get a fresh code.',
    ],
  },
  {
    id: 4,
    title: 'Scanning a QR code to open a folder',
    date: '2026-02-23',
    description: 'Point your phone at the screen and the folder opens. What the QR code contains and when to use it.',
    body: [
      'The QR code holds the folder link, nothing else. Most phone cameras open it directly; on Open a shared folder you can also pick a photo of the code.',
      'QR codes shine when the sending screen and the receiving phone are in the same room: no typing, no typos.',
    ],
  },
  {
    id: 5,
    title: 'Previewing files before you download',
    date: '2026-03-09',
    description: 'Images, PDFs and text files open right in the browser, so you only download what you need.',
    body: [
      'Large folders often contain one file you actually want. Previews for images (JPG, PNG, GIF, BMP), PDFs and text files (TXT, JSON, HTML, CSS, JS, TS) let you check before downloading.',
      'Everything else downloads as it is, byte for byte.',
    ],
  },
  {
    id: 6,
    title: 'Encrypting a message before sharing it',
    date: '2026-03-23',
    description:
      'Our encryption tool uses AES-GCM in your browser. A passphrase turns text into ciphertext only you can reverse.',
    body: [
      'The End-to-End Encryption page derives a key from your passphrase with PBKDF2 and encrypts your text with AES-GCM, all inside your browser. Nothing is sent to us.',
      'Share the ciphertext any way you like and tell the recipient the passphrase through a different channel. Without it the text cannot be read.',
    ],
  },
  {
    id: 7,
    title: 'Phone to laptop without cables or accounts',
    date: '2026-04-06',
    description: 'The fastest way to move photos from your phone to a computer you do not own.',
    body: [
      'On the phone, open Sharecode, choose the photos and share them. On the computer, open Sharecode, type the code. No cable, no e-mail to yourself, no signing in on a shared machine.',
      'When you are done, the folder deletes itself, so nothing lingers on the borrowed computer or on our servers.',
    ],
  },
  {
    id: 8,
    title: 'What "no account" really means',
    date: '2026-04-20',
    description: 'We do not need your name or e-mail to share files. Here is the little we do keep, and for how long.',
    body: [
      'Anonymous sharing keeps the files, their names and sizes, and the folder code until the folder expires. We do not ask who you are.',
      'Our servers keep standard technical logs to fight abuse for a short time. The privacy policy lists the details.',
    ],
  },
  {
    id: 9,
    title: 'Tips for sharing large folders',
    date: '2026-05-04',
    description: 'Stable connections, sensible folder sizes and zipping: how to make big transfers smooth.',
    body: [
      'Use a stable connection (Wi-Fi rather than mobile data on the move), and split very large folders into a few shares so that a dropped connection costs less.',
      'Recipients can download a whole folder at once, so there is no need to zip it yourself before sharing.',
    ],
  },
  {
    id: 10,
    title: 'What we are building next',
    date: '2026-05-18',
    description: 'AI restoration, encrypted storage and automatic sync are demos today. Here is where they are going.',
    body: [
      'The AI File Restoring, Secure Cloud Storage and Auto File Syncing pages show how these features will feel. Today they are demos that run in your browser and upload nothing.',
      'We would rather show you an honest demo than promise a feature that is not ready. Tell us on the Contact page which one you want first.',
    ],
  },
];
