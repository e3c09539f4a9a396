import { shareLinks } from './share-links';

describe(shareLinks.name, () => {
  const links = Object.fromEntries(
    shareLinks('0427', 'https://sharecode.example/s/0427').map((link) => [link.id, link.href]),
  );

  it('builds each network share URL with the folder URL encoded', () => {
    const encoded = encodeURIComponent('https://sharecode.example/s/0427');
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(links.linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
    expect(links.x).toContain(`&url=${encoded}`);
    expect(links.x.startsWith('https://x.com/intent/tweet?text=')).toBe(true);
  });

  it('puts the code and URL into the WhatsApp and e-mail messages', () => {
    const whatsapp = new URL(links.whatsapp);
    expect(whatsapp.origin).toBe('https://wa.me');
    expect(whatsapp.searchParams.get('text')).toBe(
      'Get my files on Sharecode with code 0427: https://sharecode.example/s/0427',
    );
    expect(links.email.startsWith('mailto:?subject=')).toBe(true);
    expect(decodeURIComponent(links.email)).toContain('code 0427: https://sharecode.example/s/0427');
  });

  it("says another thing's words when given them (a file request's)", () => {
    const words = { message: 'Send me files: https://x.example/r/1', post: 'Send me files', subject: 'Files wanted' };
    const other = Object.fromEntries(
      shareLinks('0427', 'https://x.example/r/1', words).map((link) => [link.id, link.href]),
    );
    expect(new URL(other.whatsapp).searchParams.get('text')).toBe(words.message);
    expect(new URL(other.x).searchParams.get('text')).toBe(words.post);
    expect(other.email).toBe(`mailto:?subject=Files%20wanted&body=${encodeURIComponent(words.message)}`);
  });
});
