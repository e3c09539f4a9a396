/** What a report says is wrong with a share: the categories of the report form (docs/moderation.md). */
export const REPORT_CATEGORIES = ['malware', 'illegal', 'copyright', 'privacy', 'other'] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

/** open: waiting for an operator; dismissed: nothing done, with a reason; actioned: the share was taken down. */
export const REPORT_STATES = ['open', 'dismissed', 'actioned'] as const;
export type ReportState = (typeof REPORT_STATES)[number];
