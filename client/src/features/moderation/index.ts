/**
 * Reporting and moderation's pieces: the "Report this share" (or request) link, the report form's category field,
 * and a sender's view of what moderation decided about a share. Pages and other features import from here.
 */
export { CategoryField } from './category-field';
export { useCategoryLabel } from './category-label';
export { ModerationDetails } from './moderation-details';
export { ReportLink } from './report-link';
