/**
 * The web manifest's words, which the build writes into one manifest per language (client/build/web-manifest.ts):
 * the app's name and description, the same as the document's title and description, and the labels of the
 * screenshots the install dialog shows. Each must be plain text (no placeholders): nothing fills them in.
 */
import { defineMessages } from '../lib/i18n/define-messages';
import { documentMessages } from './document-messages';

export const manifestMessages = {
  name: documentMessages.title,
  description: documentMessages.description,
  ...defineMessages({
    narrowScreenshot: { id: 'manifest.screenshot.narrow', defaultMessage: 'Share files with a 4-digit code' },
    wideScreenshot: { id: 'manifest.screenshot.wide', defaultMessage: 'Sharecode on the desktop' },
  }),
};
