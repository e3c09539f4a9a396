import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { categoryWords } from '../../lib/moderation/categories';

/** A category in words ("Copyright infringement"), in the page's language; "Other" for one this page does not know. */
export function useCategoryLabel(): (category: string | null | undefined) => string {
  const intl = useIntl();
  return useCallback((category) => intl.formatMessage(categoryWords(category)), [intl]);
}
