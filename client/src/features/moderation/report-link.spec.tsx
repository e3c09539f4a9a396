import { screen } from '@testing-library/react';
import { renderPage } from '../../test/render-with-router';
import { ReportLink } from './report-link';

const LINK = 'http://localhost/s/0427-q8Xk0vY3m9TfR2cLw7hN1A';
const KEY = 'q'.repeat(43);

describe(ReportLink.name, () => {
  it('prefills the form with the share link, in the query', () => {
    renderPage(<ReportLink target={LINK} />, '/s/x');
    expect(screen.getByRole('link', { name: 'Report this share' })).toHaveAttribute(
      'href',
      `/report?target=${encodeURIComponent(LINK)}`,
    );
  });

  it("keeps an end-to-end encrypted share's key, in the form address's fragment, which no server is sent", () => {
    renderPage(<ReportLink target={LINK} fragment={`#${KEY}`} />, '/s/x');
    const href = screen.getByRole('link', { name: 'Report this share' }).getAttribute('href')!;
    expect(href).toBe(`/report#target=${encodeURIComponent(`${LINK}#${KEY}`)}`);
    expect(href.split('#')[0]).not.toContain(KEY);
  });

  it('has nothing to keep without a key', () => {
    renderPage(<ReportLink target={LINK} fragment="" />, '/s/x');
    expect(screen.getByRole('link', { name: 'Report this share' })).toHaveAttribute(
      'href',
      `/report?target=${encodeURIComponent(LINK)}`,
    );
  });

  it("says it reports a request, and keeps the request's key after # as a share's", () => {
    const requestLink = 'http://localhost/r/0427-q8Xk0vY3m9TfR2cLw7hN1A';
    renderPage(<ReportLink target={requestLink} fragment={`#${KEY}`} subject="request" />, '/r/x');
    expect(screen.queryByRole('link', { name: 'Report this share' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Report this request' })).toHaveAttribute(
      'href',
      `/report#target=${encodeURIComponent(`${requestLink}#${KEY}`)}`,
    );
  });
});
