import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { categoryLabel } from '../../lib/moderation/categories';
import type { ReportCategory } from '../../lib/moderation/types';

/** The report categories in words, in the page's language (lib/moderation/categories has them in English). */
const CATEGORY_LABELS = defineMessages<Record<ReportCategory, Record<never, never>>>({
  malware: { id: 'moderation.category.malware', defaultMessage: 'Malware' },
  illegal: { id: 'moderation.category.illegal', defaultMessage: 'Illegal content' },
  copyright: { id: 'moderation.category.copyright', defaultMessage: 'Copyright infringement' },
  privacy: { id: 'moderation.category.privacy', defaultMessage: 'Privacy violation' },
  other: { id: 'moderation.category.other', defaultMessage: 'Other' },
});

/** A category in words ("Copyright infringement"); an unknown value is shown as the server sent it. */
export function useCategoryLabel(): (category: string | null | undefined) => string {
  const intl = useIntl();
  return useCallback(
    (category) => {
      const key = category ?? 'other';
      return Object.hasOwn(CATEGORY_LABELS, key)
        ? intl.formatMessage(CATEGORY_LABELS[key as ReportCategory])
        : categoryLabel(category);
    },
    [intl],
  );
}
