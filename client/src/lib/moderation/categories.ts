import { defineMessages } from 'react-intl';
import { pageIntl } from '../i18n/page-intl';
import type { ReportCategory } from './types';

const labels = defineMessages({
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
    return pageIntl().formatMessage(labels[value]);
  },
}));

/** A category in words ("Copyright infringement"); an unknown value is shown as the server sent it. */
export function categoryLabel(category: string | null | undefined): string {
  return (
    REPORT_CATEGORIES.find((entry) => entry.value === category)?.label ??
    category ??
    pageIntl().formatMessage(labels.other)
  );
}
