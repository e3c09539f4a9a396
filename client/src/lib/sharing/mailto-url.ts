/** A `mailto:` link with subject and body, encoded so line breaks and symbols survive every mail client. */
export function mailtoUrl(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
