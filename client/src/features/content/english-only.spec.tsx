import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import de from '../../../locales/de.json';
import ar from '../../../locales/ar.json';
import { PRIVACY } from '../../lib/content/privacy';
import { renderPage } from '../../test/render-with-router';
import { EnglishOnly } from './english-only';
import { LegalDocument } from './legal-document';

describe('EnglishOnly', () => {
  it('marks the English text as English, left to right, and adds no note on an English page', () => {
    renderPage(<LegalDocument document={PRIVACY} />, '/privacy');
    const region = screen.getByTestId('english-only');
    expect(region).toHaveAttribute('lang', 'en');
    expect(region).toHaveAttribute('dir', 'ltr');
    expect(region).toContainElement(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' }));
    expect(screen.queryByTestId('english-only-note')).not.toBeInTheDocument();
  });

  it.each([
    ['de', de, 'Diese Seite gibt es nur auf Englisch.'],
    ['ar', ar, 'هذه الصفحة متاحة باللغة الإنجليزية فقط.'],
  ])('says in %s, outside the English text, that the page is in English only', (locale, messages, note) => {
    render(
      <IntlProvider locale={locale} messages={messages}>
        <EnglishOnly>
          <p>Shared data is temporary.</p>
        </EnglishOnly>
      </IntlProvider>,
    );
    const shown = screen.getByTestId('english-only-note');
    expect(shown).toHaveTextContent(note);
    expect(screen.getByTestId('english-only')).not.toContainElement(shown);
    expect(screen.getByText('Shared data is temporary.').closest('[lang]')).toHaveAttribute('lang', 'en');
  });
});
