import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeShareApi } from '../../test/fake-share-api';
import { renderPage } from '../../test/render-with-router';
import { SHARE_PASSWORD_LENGTH_MESSAGE } from '../../lib/sharing/share-password';
import FeaturesFileSharingPage from './features-file-sharing-page';

describe('FeaturesFileSharingPage', () => {
  let api: FakeShareApi;

  beforeEach(() => {
    api = new FakeShareApi().install();
  });

  afterEach(() => api.uninstall());

  async function pickAndProtect(user: ReturnType<typeof userEvent.setup>, password: string) {
    await user.upload(screen.getByTestId('files-input'), [new File(['a'], 'a.txt')]);
    await user.click(screen.getByRole('checkbox', { name: 'Protect with a password' }));
    await user.type(screen.getByLabelText('Share password'), password);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
  }

  it('sends the password in the upload form when the sender protects the share', async () => {
    const user = userEvent.setup();
    renderPage(<FeaturesFileSharingPage />, '/features/file-sharing');
    await pickAndProtect(user, 'open sesame');
    await screen.findByTestId('success-panel');
    expect(api.singleUploads).toEqual([{ paths: ['a.txt'], retention: '2h', sizes: [1], password: 'open sesame' }]);
  });

  it('refuses a password that is too long before sending anything', async () => {
    const user = userEvent.setup();
    renderPage(<FeaturesFileSharingPage />, '/features/file-sharing');
    await pickAndProtect(user, 'x'.repeat(129));
    expect(await screen.findByRole('alert')).toHaveTextContent(SHARE_PASSWORD_LENGTH_MESSAGE);
    expect(api.singleUploads).toEqual([]);
  });
});
