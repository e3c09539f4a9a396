import { defineMessages, type NoMessageValues } from 'react-intl';
import { pageIntl } from '../i18n/page-intl';
import { wordsOf } from '../i18n/value-words';
import type { ReportCategory } from './types';

/** Every category's words, one per value of the API's union. */
export const CATEGORY_WORDS = defineMessages<Record<ReportCategory, NoMessageValues>>({
  malware: { id: 'moderation.category.malware', defaultMessage: 'Malware' },
  illegal: { id: 'moderation.category.illegal', defaultMessage: 'Illegal content' },
  copyright: { id: 'moderation.category.copyright', defaultMessage: 'Copyright infringement' },
  privacy: { id: 'moderation.category.privacy', defaultMessage: 'Privacy violation' },
  other: { id: 'moderation.category.other', defaultMessage: 'Other' },
});

const ORDER: readonly ReportCategory[] = ['malware', 'illegal', 'copyright', 'privacy', 'other'];

/**
 * Every category, in the order the forms offer them, with the words people read (in the page's language, read
 * each time the label is).
 */
export const REPORT_CATEGORIES: readonly { value: ReportCategory; readonly label: string }[] = ORDER.map((value) => ({
  value,
  get label() {
    return pageIntl().formatMessage(CATEGORY_WORDS[value]);
  },
}));

/** A category's words, or "Other" when there is none or this page does not know it. */
export function categoryWords(category: string | null | undefined): (typeof CATEGORY_WORDS)[ReportCategory] {
  return wordsOf(CATEGORY_WORDS, category, CATEGORY_WORDS.other);
}

/** A category in words ("Copyright infringement"), in the page's language. */
export function categoryLabel(category: string | null | undefined): string {
  return pageIntl().formatMessage(categoryWords(category));
}
