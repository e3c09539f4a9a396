/**
 * Receiving: a retrieved share's tree, previews and downloads (plain, or decrypted in the browser when end-to-end
 * encrypted), following its files as they arrive while its sender's upload runs. Pages import from here.
 */
export { FolderResult } from './folder-result';
export { LazyEncryptedFolder } from './lazy-encrypted-folder';
// Looking a share up: the QR scanner, "Checking the code…", why a lookup failed, a password-protected share's form.
export { CheckingCode } from './checking-code/checking-code';
export { LookupFailure } from './lookup-failure/lookup-failure';
export { QrScanner } from './qr-scanner/qr-scanner';
export { SharePasswordForm } from './share-password/share-password-form';
