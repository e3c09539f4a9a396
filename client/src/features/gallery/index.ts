/**
 * The gallery: a share's photos, videos and audio as a virtualised grid of thumbnails, a full-screen viewer that
 * swipes, zooms and plays by ranges, and the Files / Gallery switch. Pages and other features import from here.
 */
export { Gallery } from './gallery';
export { useGalleryView } from './use-gallery-view';
export { ViewSwitch } from './view-switch';
export { encryptedAccess, encryptedMedia, type EncryptedMedia } from './encrypted-access';
export { SERVER_ACCESS, type MediaAccess } from './media-access';
export type { GalleryFile } from './file-state';
