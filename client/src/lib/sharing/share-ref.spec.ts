import { isShareLinkRef, parseShareRef, sharePagePath, shareRefFromUrl } from './share-ref';

const KEY = 'q8Xk0vY3m9TfR2cLw7hN1A';

describe(parseShareRef.name, () => {
  it('reads a code or a link (4 digits, a dash, 22 base64url characters)', () => {
    expect(parseShareRef('0427')).toEqual({ kind: 'code', code: '0427' });
    expect(parseShareRef(`0427-${KEY}`)).toEqual({ kind: 'link', code: '0427', ref: `0427-${KEY}` });
    expect(parseShareRef('0427-ab_-CD0123456789abcdef')).toMatchObject({ kind: 'link' });
  });

  it.each([
    '',
    '427',
    '04270',
    `0427${KEY}`,
    `0427-${KEY}x`,
    `0427-${KEY.slice(1)}`,
    `0427-${KEY.slice(1)}=`,
    `0427-${KEY.slice(1)}+`,
    `abcd-${KEY}`,
  ])('refuses %j', (value) => {
    expect(parseShareRef(value)).toBeNull();
    expect(isShareLinkRef(value)).toBe(false);
  });
});

describe(shareRefFromUrl.name, () => {
  it('finds the ref in absolute and relative share URLs, with or without /qr', () => {
    expect(shareRefFromUrl(`https://host/s/0427-${KEY}`)).toMatchObject({ kind: 'link', ref: `0427-${KEY}` });
    expect(shareRefFromUrl(`/s/0427-${KEY}/qr`)).toMatchObject({ kind: 'link', ref: `0427-${KEY}` });
    expect(shareRefFromUrl('http://localhost:3000/s/0427/')).toEqual({ kind: 'code', code: '0427' });
    expect(shareRefFromUrl('http://localhost:3000/api/folders/0427/zip')).toBeNull();
    expect(shareRefFromUrl('http://[bad')).toBeNull();
  });
});

describe(sharePagePath.name, () => {
  it('opens a share through its link, and by code only for an answer without one', () => {
    expect(sharePagePath(`http://localhost:3000/s/0427-${KEY}`, '0427')).toBe(`/s/0427-${KEY}`);
    expect(sharePagePath('http://localhost:3000/s/0427', '0427')).toBe('/s/0427');
    expect(sharePagePath('', '0427')).toBe('/s/0427');
  });

  it("keeps an end-to-end encrypted share's key after #", () => {
    expect(sharePagePath(`http://localhost:3000/s/0427-${KEY}#the-key`, '0427')).toBe(`/s/0427-${KEY}#the-key`);
  });
});
