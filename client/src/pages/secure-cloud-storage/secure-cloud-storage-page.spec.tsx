import { screen } from '@testing-library/react';
import { renderPage } from '../../test/render-with-router';
import AutoFileSyncingPage from '../auto-file-syncing/auto-file-syncing-page';
import SecureCloudStoragePage from './secure-cloud-storage-page';

describe('demo storage pages', () => {
  it('labels secure cloud storage as a demo with an upload button', () => {
    renderPage(<SecureCloudStoragePage />, '/secure-cloud-storage');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Secure Cloud Storage');
    expect(screen.getByText('This is a demo.')).toBeInTheDocument();
    expect(screen.getByLabelText('Files to store')).toHaveAttribute('multiple');
    expect(screen.getByRole('button', { name: 'Upload to Cloud' })).toBeInTheDocument();
  });

  it('labels auto file syncing as a demo with a sync button', () => {
    renderPage(<AutoFileSyncingPage />, '/auto-file-syncing');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Auto File Syncing');
    expect(screen.getByText('This is a demo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sync Files' })).toBeInTheDocument();
  });
});
