/** Links that hand a share to other apps (the /features/file-sharing success panel). */

export interface ShareLink {
  id: 'whatsapp' | 'facebook' | 'x' | 'linkedin' | 'email';
  label: string;
  href: string;
}

/** The message that goes with a share: code first, since it is what a recipient types. */
export function shareMessage(folderCode: string, folderUrl: string): string {
  return `Get my files on Sharecode with code ${folderCode}: ${folderUrl}`;
}

/** WhatsApp, Facebook, X, LinkedIn and e-mail share URLs, each with the folder URL properly encoded. */
export function shareLinks(folderCode: string, folderUrl: string): ShareLink[] {
  const url = encodeURIComponent(folderUrl);
  const text = encodeURIComponent(shareMessage(folderCode, folderUrl));
  const subject = encodeURIComponent(`Files shared with you (code ${folderCode})`);
  return [
    { id: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${text}` },
    { id: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    {
      id: 'x',
      label: 'X',
      href: `https://x.com/intent/tweet?text=${encodeURIComponent(`Get my files on Sharecode with code ${folderCode}`)}&url=${url}`,
    },
    { id: 'linkedin', label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
    { id: 'email', label: 'E-mail', href: `mailto:?subject=${subject}&body=${text}` },
  ];
}
