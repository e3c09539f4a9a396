import { CODE_NOT_ENOUGH_MESSAGE, FolderLinkPipe, FolderRefPipe } from './folder-ref.pipe.js';
import { INVALID_LINK_FORMAT_MESSAGE, LINK_KEY_LENGTH, linkRef, newLinkKey, parseFolderRef } from './folder-ref.js';

describe('link keys', () => {
  it('are 22 base64url characters of fresh randomness each time', () => {
    const keys = new Set(Array.from({ length: 1000 }, newLinkKey));
    expect(keys.size).toBe(1000);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(LINK_KEY_LENGTH).toBe(22);
  });
});

describe('parseFolderRef', () => {
  const key = newLinkKey();

  it('reads a 4-digit code as a code lookup', () => {
    expect(parseFolderRef('0427')).toEqual({ kind: 'code', code: '0427' });
  });

  it('reads code-dash-key as a link', () => {
    expect(parseFolderRef(linkRef('0427', key))).toEqual({ kind: 'link', code: '0427', key });
  });

  it.each([
    '',
    '427',
    '0427-',
    `0427-${key}x`,
    `0427-${key.slice(1)}`,
    `0427_${key}`,
    `042a-${key}`,
    `0427-${'!'.repeat(22)}`,
  ])('refuses %j', (bad) => expect(parseFolderRef(bad)).toBeNull());
});

describe('share ref pipes', () => {
  const link = linkRef('0427', newLinkKey());

  /** What `run` threw. */
  function thrownBy(run: () => unknown): unknown {
    try {
      run();
    } catch (error) {
      return error;
    }
    throw new Error('It did not throw.');
  }

  it('FolderRefPipe takes codes and links', () => {
    expect(new FolderRefPipe().transform('0427').kind).toBe('code');
    expect(new FolderRefPipe().transform(link).kind).toBe('link');
    expect(thrownBy(() => new FolderRefPipe().transform('04'))).toMatchObject({
      code: 'invalid_ref_format',
    });
  });

  it('FolderLinkPipe takes links only, and tells a code holder how to get the link', () => {
    expect(new FolderLinkPipe().transform(link).kind).toBe('link');
    expect(thrownBy(() => new FolderLinkPipe().transform('0427'))).toMatchObject({
      code: 'code_not_enough',
      message: CODE_NOT_ENOUGH_MESSAGE,
    });
    expect(thrownBy(() => new FolderLinkPipe().transform('nope'))).toMatchObject({
      code: 'invalid_link_format',
      message: INVALID_LINK_FORMAT_MESSAGE,
    });
  });
});
