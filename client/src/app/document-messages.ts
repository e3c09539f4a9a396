/**
 * The words of the HTML document itself (index.html): its title and description, the boot shell's line and the
 * note for a browser without JavaScript. The build writes each page's document once per language with these in
 * that language (build/prerender.tsx); the English here must be index.html's, which the build checks.
 */
import { defineMessages } from '../lib/i18n/define-messages';

export const documentMessages = defineMessages({
  title: { id: 'document.title', defaultMessage: 'Sharecode — share files with a 4-digit code' },
  description: {
    id: 'document.description',
    defaultMessage: 'Share files and folders with a 4-digit code, a link or a QR code. No account needed.',
  },
  loading: { id: 'document.loading', defaultMessage: 'Loading Sharecode…' },
  noScript: { id: 'document.noScript', defaultMessage: 'Sharecode needs JavaScript to share and open folders.' },
});
