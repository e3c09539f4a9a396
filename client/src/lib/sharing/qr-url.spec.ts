import { codeFromShareUrl, isWebAddress, qrFetchUrl } from './qr-url';

describe(qrFetchUrl.name, () => {
  it('appends /qr, adding the slash only when missing', () => {
    expect(qrFetchUrl('https://example.com/s/0427')).toBe('https://example.com/s/0427/qr');
    expect(qrFetchUrl('https://example.com/s/0427/')).toBe('https://example.com/s/0427/qr');
    expect(qrFetchUrl('  https://example.com/s/0427\n')).toBe('https://example.com/s/0427/qr');
  });

  it("leaves out an encrypted share's key after #", () => {
    expect(qrFetchUrl('https://example.com/s/0427-q8Xk0vY3m9TfR2cLw7hN1A#the-key')).toBe(
      'https://example.com/s/0427-q8Xk0vY3m9TfR2cLw7hN1A/qr',
    );
  });
});

describe(isWebAddress.name, () => {
  it('accepts http and https addresses only', () => {
    expect(isWebAddress('http://localhost:3000/s/0427')).toBe(true);
    expect(isWebAddress('https://example.com')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('0427')).toBe(false);
    expect(isWebAddress('/s/0427')).toBe(false);
  });
});

describe(codeFromShareUrl.name, () => {
  it('finds the code in share URLs, by code or by link, and ignores other text', () => {
    expect(codeFromShareUrl('http://localhost:3000/s/0427')).toBe('0427');
    expect(codeFromShareUrl('http://localhost:3000/s/0427/qr')).toBe('0427');
    expect(codeFromShareUrl('http://localhost:3000/s/0427/')).toBe('0427');
    expect(codeFromShareUrl('http://localhost:3000/s/04270')).toBeNull();
    expect(codeFromShareUrl('http://localhost:3000/s/0427-q8Xk0vY3m9TfR2cLw7hN1A')).toBe('0427');
    expect(codeFromShareUrl('http://localhost:3000/s/0427-q8Xk0vY3m9TfR2cLw7hN1A/qr')).toBe('0427');
    expect(codeFromShareUrl('http://localhost:3000/s/0427-short')).toBeNull();
    expect(codeFromShareUrl('hello')).toBeNull();
  });
});
