/** FAQ content: the FAQ page shows all 15 questions, the home page the first 10. */
export interface FaqItem {
  question: string;
  answer: string;
}

export const HOME_FAQ_COUNT = 10;

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: 'Do I need an account to share files?',
    answer:
      'No. Open Share files, pick files or a whole folder and press Share Files. You get a 4-digit folder code, a link and a QR code straight away. An account is optional.',
  },
  {
    question: 'How does the recipient get my files?',
    answer:
      'Give them the 4-digit code, the link or the QR code. On Open a shared folder they type the code, paste the link or scan the QR code, then browse, preview or download the files.',
  },
  {
    question: 'How long are shared files kept?',
    answer:
      'By default a shared folder is deleted automatically 2 hours after upload. When you share you can instead keep it for 24 hours, or until it has been downloaded (24 hours at most). After that the code stops working.',
  },
  {
    question: 'I lost my folder code. Can you recover it?',
    answer:
      'No. We do not keep a list of who uploaded what, so a lost code cannot be looked up. Upload the files again to get a new code, link and QR code.',
  },
  {
    question: 'Can I share a whole folder with subfolders?',
    answer:
      'Yes. Switch to folder upload and choose the folder. Its structure is kept, so the recipient sees the same subfolders and can download single files or everything at once.',
  },
  {
    question: 'Which file types can I share?',
    answer:
      'Any type. Common ones such as PDF, JPG, PNG and DOCX work best, and images, PDFs and text files (TXT, JSON, HTML, CSS, JS, TS) can be previewed in the browser before downloading.',
  },
  {
    question: 'Is there a file size limit?',
    answer:
      'Limits depend on the plan, and the free plan has a smaller one. If something is too large, the upload screen tells you before anything is lost.',
  },
  {
    question: 'Who can open my shared folder?',
    answer:
      'Anyone who has the code, the link or the QR code. The code is short so it is easy to read out, which also makes it easy to guess: do not use it for confidential documents unless you encrypt them first.',
  },
  {
    question: 'Is my data encrypted?',
    answer:
      'Connections to Sharecode use HTTPS, so files are encrypted on the way. For end-to-end protection of a message, use the End-to-End Encryption tool, which encrypts text in your browser with a passphrase before you share it.',
  },
  {
    question: 'Can I use Sharecode on my phone?',
    answer:
      'Yes. The site works on phones, tablets and computers, and a phone camera can scan the QR code to open a folder directly. You can also add Sharecode to your home screen.',
  },
  {
    question: 'Can I delete a shared folder before it expires?',
    answer:
      'Deleting a folder early needs its access code, so only the person holding the code can do it. Otherwise the folder is removed automatically when its time is up.',
  },
  {
    question: 'What are the AI restoring, cloud storage and sync pages?',
    answer:
      'They are demonstrations of features we are building. They run only in your browser, upload nothing and are clearly marked as demos.',
  },
  {
    question: 'Do I need an account for anything?',
    answer:
      'Sharing and downloading never need one. An account only gives you a profile in the navigation bar; more account features will follow.',
  },
  {
    question: 'What if the upload fails halfway?',
    answer:
      'You will see "Upload failed" and nothing is shared. Check your connection and press Share Files again; your selection is still there.',
  },
  {
    question: 'How do I report abuse or a problem?',
    answer:
      'Write to us from the Contact page with the folder code and what is wrong. We remove illegal content as soon as we learn about it.',
  },
];
