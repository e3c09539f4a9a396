import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeShareApi, fakeLinkRef } from '../../test/fake-share-api';
import { renderPage } from '../../test/render-with-router';
import { testChallenge } from '../../test/test-challenge';
import { installNodeWebCrypto } from '../../test/install-node-webcrypto';
import { intlFor } from '../../lib/i18n/intl-for';
import { setPageIntl } from '../../lib/i18n/page-intl';
import { SOURCE_LANGUAGE } from '../../lib/i18n/source-language';
import fr from '../../../locales/fr.json';
import FeaturesFileRecoveryPage from './features-file-recovery-page';

const CHECKING = 'Checking this code… many wrong codes were tried recently.';

async function recover(code: string) {
  const user = userEvent.setup();
  renderPage(<FeaturesFileRecoveryPage />, '/features/file-recovery');
  await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 4' }));
  await user.keyboard(code);
  await user.click(screen.getByRole('button', { name: 'Recover Files' }));
}

describe('FeaturesFileRecoveryPage', () => {
  installNodeWebCrypto();
  let api: FakeShareApi;

  beforeEach(() => {
    api = new FakeShareApi().install();
    api.addFolder('0427', ['trip/a.txt']);
  });
  afterEach(() => api.uninstall());

  it('shows why while a code proves work, then the recovered folder', async () => {
    const challenge = await testChallenge(50);
    api.challenge = challenge;
    const release = api.holdProvenLookups();
    await recover('0427');
    const checking = await screen.findByText(CHECKING);
    expect(checking.closest('[role="status"]')).toHaveTextContent('or open the link or scan the QR, which always work');
    expect(screen.getByRole('button', { name: 'Recovering...' })).toBeDisabled();
    // The QR is the way around the wait, so it stays at hand.
    expect(screen.getByRole('button', { name: 'Scan QR' })).toBeEnabled();
    release();
    const folder = await screen.findByRole('region', { name: 'Recovered folder' });
    expect(folder).toHaveTextContent('Folder 0427');
    expect(screen.queryByText(CHECKING)).not.toBeInTheDocument();
    expect(api.lookups.map(({ proof }) => proof?.challenge.signature ?? null)).toEqual([null, challenge.signature]);
    expect(screen.getByRole('link', { name: 'Download all' })).toHaveAttribute(
      'href',
      `/api/folders/${fakeLinkRef('0427')}/zip`,
    );
  });

  it('offers to report the recovered share, prefilled with its link', async () => {
    await recover('0427');
    const folder = await screen.findByRole('region', { name: 'Recovered folder' });
    expect(within(folder).getByRole('link', { name: 'Report this share' })).toHaveAttribute(
      'href',
      `/report?target=${encodeURIComponent(`http://localhost/s/${fakeLinkRef('0427')}`)}`,
    );
  });

  it("keeps the server's wait message for a client over its own limit", async () => {
    api.clientLimited = true;
    await recover('0427');
    const error = await screen.findByTestId('recovery-error');
    expect(error).toHaveTextContent('Too many requests, try again later.');
    expect(error).toHaveTextContent('Too many attempts from this network. Wait a few minutes, then try again.');
    expect(screen.queryByText(CHECKING)).not.toBeInTheDocument();
  });

  it("heads an error with the sentence for its code in the page's language, not the server's English", async () => {
    api.unavailable.set('0427', { status: 404, body: { code: 'unknown_code', message: 'Invalid code' } });
    const user = userEvent.setup();
    renderPage(<FeaturesFileRecoveryPage />, '/features/file-recovery');
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 4' }));
    await user.keyboard('0427');
    // The API error takes its sentence from the page's language when it is made, as the LanguageProvider sets it.
    setPageIntl(intlFor('fr', fr));
    try {
      await user.click(screen.getByRole('button', { name: 'Recover Files' }));
      const error = await screen.findByTestId('recovery-error');
      expect(error.firstElementChild).toHaveTextContent(fr['apiError.unknown_code']);
      expect(error).not.toHaveTextContent('Invalid code');
    } finally {
      setPageIntl(intlFor(SOURCE_LANGUAGE, {}));
    }
  });

  it('still checks the digits first', async () => {
    await recover('04');
    expect(await screen.findByTestId('recovery-error')).toHaveTextContent('Please enter a valid 4-digit code');
    expect(api.lookups).toEqual([]);
  });
});
