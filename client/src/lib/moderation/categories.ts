import type { ReportCategory } from './types';

/** Every category, in the order the forms offer them, with the words people read. */
export const REPORT_CATEGORIES: readonly { value: ReportCategory; label: string }[] = [
  { value: 'malware', label: 'Malware' },
  { value: 'illegal', label: 'Illegal content' },
  { value: 'copyright', label: 'Copyright infringement' },
  { value: 'privacy', label: 'Privacy violation' },
  { value: 'other', label: 'Other' },
];

/** A category in words ("Copyright infringement"); an unknown value is shown as the server sent it. */
export function categoryLabel(category: string | null | undefined): string {
  return REPORT_CATEGORIES.find((entry) => entry.value === category)?.label ?? category ?? 'Other';
}
