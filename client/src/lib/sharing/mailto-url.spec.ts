import { mailtoUrl } from './mailto-url';

describe('mailtoUrl', () => {
  it('encodes subject and body', () => {
    expect(mailtoUrl('a@b.c', 'Hi & bye', 'line 1\nline 2')).toBe(
      'mailto:a@b.c?subject=Hi%20%26%20bye&body=line%201%0Aline%202',
    );
  });
});
