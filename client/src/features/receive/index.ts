/**
 * Receiving: a retrieved share's tree, previews and downloads (plain, or decrypted in the browser when end-to-end
 * encrypted), following its files as they arrive while its sender's upload runs. Pages import from here.
 */
export { FolderResult } from './folder-result';
export { LazyEncryptedFolder } from './lazy-encrypted-folder';
