import { screen } from '@testing-library/react';
import { renderPage } from '../../test/render-with-router';
import ServicesPage from './services-page';

describe('ServicesPage', () => {
  it('links every service to its screen and marks demos', () => {
    renderPage(<ServicesPage />, '/services');
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const path of [
      '/data-sharing',
      '/file-access',
      '/features/file-sharing',
      '/features/file-recovery',
      '/end-to-end-encryption',
      '/ai-file-restoring',
      '/secure-cloud-storage',
      '/auto-file-syncing',
    ]) {
      expect(hrefs).toContain(path);
    }
    expect(screen.getAllByText('Demo')).toHaveLength(3);
  });
});
