/**
 * A set of files as a tree, and one file's preview: the virtualised folder tree, the preview and its dialog. Sending
 * (the selection), receiving (a share's view) and the operator console build on them; they import from here.
 */
export { type PreviewSource } from './file-preview';
export { FolderTree } from './folder-tree';
export { PreviewDialog } from './preview-dialog';
export { type SizeUnits } from './tree-row';
