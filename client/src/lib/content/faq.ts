/**
 * FAQ content: the FAQ page shows all 15 questions, the home page the first 10. Each question and answer is a message
 * (defineMessages), formatted in the page's language where it is shown (features/content FaqList).
 */
import { defineMessages, type MessageDescriptor } from 'react-intl';

export interface FaqItem {
  question: MessageDescriptor;
  answer: MessageDescriptor;
}

export const HOME_FAQ_COUNT = 10;

const messages = defineMessages({
  needAccountQuestion: {
    id: 'content.faq.needAccount.question',
    defaultMessage: 'Do I need an account to share files?',
  },
  needAccountAnswer: {
    id: 'content.faq.needAccount.answer',
    defaultMessage:
      'No. Open Share files, pick files or a whole folder and press Share Files. You get a 4-digit folder code, a link and a QR code straight away. An account is optional.',
  },
  recipientQuestion: { id: 'content.faq.recipient.question', defaultMessage: 'How does the recipient get my files?' },
  recipientAnswer: {
    id: 'content.faq.recipient.answer',
    defaultMessage:
      'Give them the 4-digit code, the link or the QR code. On Open a shared folder they type the code, paste the link or scan the QR code, then browse, preview or download the files.',
  },
  howLongQuestion: { id: 'content.faq.howLong.question', defaultMessage: 'How long are shared files kept?' },
  howLongAnswer: {
    id: 'content.faq.howLong.answer',
    defaultMessage:
      'By default a shared folder is deleted automatically 2 hours after upload. When you share you can instead keep it for 24 hours, or until it has been downloaded (24 hours at most). After that the code stops working.',
  },
  lostCodeQuestion: {
    id: 'content.faq.lostCode.question',
    defaultMessage: 'I lost my folder code. Can you recover it?',
  },
  lostCodeAnswer: {
    id: 'content.faq.lostCode.answer',
    defaultMessage:
      'No. We do not keep a list of who uploaded what, so a lost code cannot be looked up. Upload the files again to get a new code, link and QR code.',
  },
  wholeFolderQuestion: {
    id: 'content.faq.wholeFolder.question',
    defaultMessage: 'Can I share a whole folder with subfolders?',
  },
  wholeFolderAnswer: {
    id: 'content.faq.wholeFolder.answer',
    defaultMessage:
      'Yes. Switch to folder upload and choose the folder. Its structure is kept, so the recipient sees the same subfolders and can download single files or everything at once.',
  },
  fileTypesQuestion: { id: 'content.faq.fileTypes.question', defaultMessage: 'Which file types can I share?' },
  fileTypesAnswer: {
    id: 'content.faq.fileTypes.answer',
    defaultMessage:
      'Any type. Common ones such as PDF, JPG, PNG and DOCX work best, and images, PDFs and text files (TXT, JSON, HTML, CSS, JS, TS) can be previewed in the browser before downloading.',
  },
  sizeLimitQuestion: { id: 'content.faq.sizeLimit.question', defaultMessage: 'Is there a file size limit?' },
  sizeLimitAnswer: {
    id: 'content.faq.sizeLimit.answer',
    defaultMessage:
      'Limits depend on the plan, and the free plan has a smaller one. If something is too large, the upload screen tells you before anything is lost.',
  },
  whoCanOpenQuestion: { id: 'content.faq.whoCanOpen.question', defaultMessage: 'Who can open my shared folder?' },
  whoCanOpenAnswer: {
    id: 'content.faq.whoCanOpen.answer',
    defaultMessage:
      'Anyone who has the code, the link or the QR code. The code is short so it is easy to read out, which also makes it easy to guess: do not use it for confidential documents unless you encrypt them first.',
  },
  encryptedQuestion: { id: 'content.faq.encrypted.question', defaultMessage: 'Is my data encrypted?' },
  encryptedAnswer: {
    id: 'content.faq.encrypted.answer',
    defaultMessage:
      'Connections to Sharecode use HTTPS, so files are encrypted on the way. For end-to-end protection of a message, use the End-to-End Encryption tool, which encrypts text in your browser with a passphrase before you share it.',
  },
  phoneQuestion: { id: 'content.faq.phone.question', defaultMessage: 'Can I use Sharecode on my phone?' },
  phoneAnswer: {
    id: 'content.faq.phone.answer',
    defaultMessage:
      'Yes. The site works on phones, tablets and computers, and a phone camera can scan the QR code to open a folder directly. You can also add Sharecode to your home screen.',
  },
  deleteEarlyQuestion: {
    id: 'content.faq.deleteEarly.question',
    defaultMessage: 'Can I delete a shared folder before it expires?',
  },
  deleteEarlyAnswer: {
    id: 'content.faq.deleteEarly.answer',
    defaultMessage:
      'Deleting a folder early needs its access code, so only the person holding the code can do it. Otherwise the folder is removed automatically when its time is up.',
  },
  demosQuestion: {
    id: 'content.faq.demos.question',
    defaultMessage: 'What are the AI restoring, cloud storage and sync pages?',
  },
  demosAnswer: {
    id: 'content.faq.demos.answer',
    defaultMessage:
      'They are demonstrations of features we are building. They run only in your browser, upload nothing and are clearly marked as demos.',
  },
  accountForAnythingQuestion: {
    id: 'content.faq.accountForAnything.question',
    defaultMessage: 'Do I need an account for anything?',
  },
  accountForAnythingAnswer: {
    id: 'content.faq.accountForAnything.answer',
    defaultMessage:
      'Sharing and downloading never need one. An account only gives you a profile in the navigation bar; more account features will follow.',
  },
  uploadFailsQuestion: { id: 'content.faq.uploadFails.question', defaultMessage: 'What if the upload fails halfway?' },
  uploadFailsAnswer: {
    id: 'content.faq.uploadFails.answer',
    defaultMessage:
      'You will see "Upload failed" and nothing is shared. Check your connection and press Share Files again; your selection is still there.',
  },
  reportAbuseQuestion: {
    id: 'content.faq.reportAbuse.question',
    defaultMessage: 'How do I report abuse or a problem?',
  },
  reportAbuseAnswer: {
    id: 'content.faq.reportAbuse.answer',
    defaultMessage:
      'Write to us from the Contact page with the folder code and what is wrong. We remove illegal content as soon as we learn about it.',
  },
});

export const FAQ_ITEMS: readonly FaqItem[] = [
  { question: messages.needAccountQuestion, answer: messages.needAccountAnswer },
  { question: messages.recipientQuestion, answer: messages.recipientAnswer },
  { question: messages.howLongQuestion, answer: messages.howLongAnswer },
  { question: messages.lostCodeQuestion, answer: messages.lostCodeAnswer },
  { question: messages.wholeFolderQuestion, answer: messages.wholeFolderAnswer },
  { question: messages.fileTypesQuestion, answer: messages.fileTypesAnswer },
  { question: messages.sizeLimitQuestion, answer: messages.sizeLimitAnswer },
  { question: messages.whoCanOpenQuestion, answer: messages.whoCanOpenAnswer },
  { question: messages.encryptedQuestion, answer: messages.encryptedAnswer },
  { question: messages.phoneQuestion, answer: messages.phoneAnswer },
  { question: messages.deleteEarlyQuestion, answer: messages.deleteEarlyAnswer },
  { question: messages.demosQuestion, answer: messages.demosAnswer },
  { question: messages.accountForAnythingQuestion, answer: messages.accountForAnythingAnswer },
  { question: messages.uploadFailsQuestion, answer: messages.uploadFailsAnswer },
  { question: messages.reportAbuseQuestion, answer: messages.reportAbuseAnswer },
];
