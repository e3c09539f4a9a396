import { REMOVAL_CATEGORIES, type RemovalCategory } from '../folders/endings/ending.js';

/** What a report says is wrong with a share: the categories operators remove shares under. */
export const REPORT_CATEGORIES = REMOVAL_CATEGORIES;
export type ReportCategory = RemovalCategory;

/** open: waiting for an operator; dismissed: nothing done, with a reason; actioned: the share was taken down. */
export const REPORT_STATES = ['open', 'dismissed', 'actioned'] as const;
export type ReportState = (typeof REPORT_STATES)[number];
