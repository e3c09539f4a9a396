import { redactedUrl } from './redacted-url.js';

describe(redactedUrl.name, () => {
  it('masks the password and keeps the rest', () => {
    expect(redactedUrl('postgres://sharecode:s3cret@db:5432/sharecode')).toBe(
      'postgres://sharecode:***@db:5432/sharecode',
    );
    expect(redactedUrl('redis://:s3cret@redis:6379')).toBe('redis://:***@redis:6379');
  });

  it('leaves a URL without a password as it is', () => {
    expect(redactedUrl('redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
  });

  it('never echoes what it cannot parse, which may hold a password', () => {
    expect(redactedUrl('postgres://sharecode:s3cret@db:port/sharecode')).toBe('(unparseable URL)');
  });
});
