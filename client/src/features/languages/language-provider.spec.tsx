import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormattedMessage } from 'react-intl';
import { pageIntl } from '../../lib/i18n/page-intl';
import { LanguagePicker } from './language-picker';
import { LanguageProvider } from './language-provider';
import { loadLanguage } from './load-language';

/** The catalogues each test gives, by language. */
const catalogues = jest.fn<Promise<Record<string, string>>, [string]>();
const load = async (tag: string) => ({ tag, messages: await catalogues(tag), pages: new Map<string, Promise<void>>() });

const GREETING = { id: 'spec.greeting', defaultMessage: 'Hello, {name}' };
const FILES = { id: 'spec.files', defaultMessage: '{count, plural, one {# file} other {# files}}' };

function Page() {
  return (
    <>
      <p data-testid="greeting">
        <FormattedMessage {...GREETING} values={{ name: 'Ada' }} />
      </p>
      <p data-testid="files">
        <FormattedMessage {...FILES} values={{ count: 3 }} />
      </p>
      <LanguagePicker />
    </>
  );
}

/** The page in the source language, its language switched by the picker as the visitor would. */
function renderPage() {
  return render(
    <LanguageProvider initial={{ tag: 'en', messages: {}, pages: new Map() }} load={load}>
      <Page />
    </LanguageProvider>,
  );
}

beforeEach(() => {
  catalogues.mockReset();
  localStorage.clear();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
  document.head.innerHTML = '<link rel="manifest" href="/manifest.webmanifest" />';
});

describe(LanguageProvider.name, () => {
  it('shows the source language from the code, loading no catalogue for it', async () => {
    expect(await loadLanguage('en')).toEqual({ tag: 'en', messages: {}, pages: new Map() });
    renderPage();
    expect(screen.getByTestId('greeting')).toHaveTextContent('Hello, Ada');
    expect(screen.getByTestId('files')).toHaveTextContent('3 files');
    expect(catalogues).not.toHaveBeenCalled();
  });

  it("switches at once to a chosen language's catalogue, its plural rules and direction, and remembers it", async () => {
    catalogues.mockResolvedValue({
      'spec.greeting': 'مرحبا يا {name}',
      'spec.files':
        '{count, plural, zero {لا ملفات} one {ملف واحد} two {ملفان} few {# ملفات} many {# ملفًا} other {# ملف}}',
    });
    renderPage();
    await userEvent.setup().selectOptions(screen.getByLabelText('Language'), 'ar');
    expect(await screen.findByText('مرحبا يا Ada')).toBeInTheDocument();
    expect(catalogues).toHaveBeenCalledWith('ar');
    // Arabic's "few" (3–10), not the source's "other".
    expect(screen.getByTestId('files')).toHaveTextContent('3 ملفات');
    // Code outside the components formats in the page's language too.
    expect(pageIntl().formatMessage(GREETING, { name: 'Ada' })).toBe('مرحبا يا Ada');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // Installing now names the app in Arabic.
    expect(document.querySelector('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.ar.webmanifest');
    expect(localStorage.getItem('sharecode-language')).toBe('ar');
    expect(document.cookie).toContain('sharecode-language=ar');
  });

  it('keeps the last choice when an earlier one loads later', async () => {
    let finishGerman!: (catalogue: Record<string, string>) => void;
    catalogues.mockImplementation((tag) =>
      tag === 'de'
        ? new Promise((resolve) => (finishGerman = resolve))
        : Promise.resolve({
            'spec.greeting': 'こんにちは、{name}さん',
            'spec.files': '{count, plural, other {# 個のファイル}}',
          }),
    );
    renderPage();
    await userEvent.setup().selectOptions(screen.getByLabelText('Language'), 'de');
    await userEvent.setup().selectOptions(screen.getByLabelText('Language'), 'ja');
    expect(await screen.findByText('こんにちは、Adaさん')).toBeInTheDocument();
    await act(() => {
      finishGerman({
        'spec.greeting': 'Hallo, {name}',
        'spec.files': '{count, plural, one {# Datei} other {# Dateien}}',
      });
      return Promise.resolve();
    });
    expect(screen.getByTestId('greeting')).toHaveTextContent('こんにちは、Adaさん');
    expect(document.documentElement).toHaveAttribute('lang', 'ja');
  });

  it('names every language in its own name, marked with its language', () => {
    renderPage();
    const arabic = screen.getByRole('option', { name: 'العربية' });
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('option', { name: '日本語' })).toHaveAttribute('lang', 'ja');
  });
});
