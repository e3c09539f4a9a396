/**
 * The manifest's share_target: the installed app appears in the system share sheet; a share there POSTs
 * the files (and any title, text or link) to SHARE_TARGET_ACTION, which the service worker answers by
 * keeping the files and opening the upload page with them selected. Constants only: the Vite config reads
 * them for the manifest.
 */
export const SHARE_TARGET_ACTION = '/share-target';
/** The form field carrying the files. */
export const SHARE_TARGET_FILES_FIELD = 'files';
/** Where the shared files end up selected, and the query parameter that says so. */
export const SHARE_TARGET_PAGE = '/data-sharing';
export const SHARED_FILES_PARAM = 'shared';
