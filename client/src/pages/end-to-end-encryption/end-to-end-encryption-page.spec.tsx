import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../test/render-with-router';
import { installNodeWebCrypto } from '../../test/install-node-webcrypto';
import EndToEndEncryptionPage from './end-to-end-encryption-page';

describe('EndToEndEncryptionPage', () => {
  installNodeWebCrypto();

  it('refuses blank text', async () => {
    const user = userEvent.setup();
    renderPage(<EndToEndEncryptionPage />, '/end-to-end-encryption');
    await user.type(screen.getByLabelText('Passphrase'), 'pw');
    await user.type(screen.getByLabelText('Message'), '   ');
    await user.click(screen.getByRole('button', { name: 'Encrypt Message' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a message to encrypt.');
    expect(screen.getByLabelText('Encrypted message')).toHaveValue('');
  });

  it('needs a passphrase', async () => {
    const user = userEvent.setup();
    renderPage(<EndToEndEncryptionPage />, '/end-to-end-encryption');
    await user.type(screen.getByLabelText('Message'), 'hello');
    await user.click(screen.getByRole('button', { name: 'Encrypt Message' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a passphrase.');
  });

  it('shows the ciphertext and decrypts it back to the message', async () => {
    const user = userEvent.setup();
    renderPage(<EndToEndEncryptionPage />, '/end-to-end-encryption');
    await user.type(screen.getByLabelText('Passphrase'), 'blue whale spoon');
    await user.type(screen.getByLabelText('Message'), 'The door code is 2718');
    await user.click(screen.getByRole('button', { name: 'Encrypt Message' }));

    const cipher = screen.getByLabelText<HTMLTextAreaElement>('Encrypted message');
    await screen.findByDisplayValue(/^[A-Za-z0-9+/]{40,}=*$/);
    expect(cipher.value).not.toContain('2718');

    await user.click(screen.getByRole('button', { name: 'Decrypt' }));
    expect(await screen.findByText('The door code is 2718')).toBeInTheDocument();
  });

  it('reports a wrong passphrase', async () => {
    const user = userEvent.setup();
    renderPage(<EndToEndEncryptionPage />, '/end-to-end-encryption');
    await user.type(screen.getByLabelText('Passphrase'), 'right');
    await user.type(screen.getByLabelText('Message'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Encrypt Message' }));
    await screen.findByDisplayValue(/^[A-Za-z0-9+/]{20,}=*$/);
    await user.clear(screen.getByLabelText('Passphrase'));
    await user.type(screen.getByLabelText('Passphrase'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Decrypt' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('the passphrase is wrong');
    expect(screen.queryByText('Decrypted message')).not.toBeInTheDocument();
  });
});
