import { isCrossSiteRequest } from './same-origin.guard.js';

const HOST = 'share.example.com';

describe(isCrossSiteRequest.name, () => {
  it.each(['same-origin', 'none'])('accepts Sec-Fetch-Site: %s', (site) => {
    expect(isCrossSiteRequest({ 'sec-fetch-site': site, origin: 'https://evil.example' }, HOST)).toBe(false);
  });

  it.each(['same-site', 'cross-site'])('refuses Sec-Fetch-Site: %s', (site) => {
    expect(isCrossSiteRequest({ 'sec-fetch-site': site }, HOST)).toBe(true);
  });

  it('falls back to Origin, which must name this host', () => {
    expect(isCrossSiteRequest({ origin: `https://${HOST}` }, HOST)).toBe(false);
    expect(isCrossSiteRequest({ origin: 'http://localhost:3000' }, 'localhost:3000')).toBe(false);
    expect(isCrossSiteRequest({ origin: 'https://evil.example' }, HOST)).toBe(true);
    expect(isCrossSiteRequest({ origin: `https://${HOST}:8443` }, HOST)).toBe(true);
    expect(isCrossSiteRequest({ origin: 'null' }, HOST)).toBe(true);
  });

  it('accepts requests without either header (not sent by a web page)', () => {
    expect(isCrossSiteRequest({}, HOST)).toBe(false);
  });
});
