import type { LegalDocument } from './legal-document';

export const TERMS: LegalDocument = {
  title: 'Terms & Conditions',
  updated: '2026-05-01',
  intro:
    'These terms apply when you use Sharecode to share or receive files, with or without an account. By using the service you agree to them.',
  sections: [
    {
      heading: 'The service',
      paragraphs: [
        'Sharecode stores files you upload for a limited time and makes them available to anyone who has the folder code, link or QR code we give you.',
        'Pages marked "Demo" (AI file restoring, secure cloud storage, auto file syncing) show planned features. They run only in your browser and do not store or send your files.',
      ],
    },
    {
      heading: 'How long files are kept',
      paragraphs: [
        'By default a shared folder is deleted automatically 2 hours after upload. When you share, you may choose to keep it for 24 hours, or until it has been downloaded (24 hours at most).',
        'After deletion the files cannot be restored. If you lose the folder code, we cannot look it up for you: you need to upload the files again.',
        'Sharecode is not a backup. Always keep your own copy of anything you share.',
      ],
    },
    {
      heading: 'Your responsibilities',
      list: [
        'Only share files you have the right to share.',
        'Do not upload illegal content, malware, or material that infringes the rights of others.',
        'Share codes only with the people meant to receive the files. Anyone who has the code can open the folder.',
        "Do not try to guess other people's codes, overload the service or get around its limits.",
      ],
    },
    {
      heading: 'Accounts',
      paragraphs: [
        'An account is optional. Keep your password private; you are responsible for activity under your account. You may stop using your account at any time.',
      ],
    },
    {
      heading: 'Limits and availability',
      paragraphs: [
        'File size limits depend on the plan; the free plan has a smaller limit. We may change limits, and we may suspend the service for maintenance.',
        'We remove content that breaks these terms and may block access for people who misuse the service.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'The service is provided as it is. To the extent the law allows, we are not liable for lost data or for indirect damage arising from its use. Nothing in these terms limits rights you have under consumer law.',
      ],
    },
    {
      heading: 'Changes',
      paragraphs: [
        'When these terms change, we update the date at the top of this page. Continuing to use the service means you accept the new terms.',
      ],
    },
  ],
};
