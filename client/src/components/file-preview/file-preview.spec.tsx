import { render, screen } from '@testing-library/react';
import { mockFetch } from '../../test/mock-fetch';
import { FilePreview } from './file-preview';

describe(FilePreview.name, () => {
  it('says a picked empty file is empty, whatever its type', () => {
    render(<FilePreview source={{ kind: 'local', file: new File([], 'notes.txt'), path: 'notes.txt' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('This file is empty.');
  });

  it('says a shared empty file is empty without asking the server for its bytes', () => {
    const fetch = mockFetch();
    render(<FilePreview source={{ kind: 'remote', path: 'logo.png', previewUrl: '/preview/1', size: 0 }} />);
    expect(screen.getByRole('status')).toHaveTextContent('This file is empty.');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('previews a shared file with content as before', () => {
    render(<FilePreview source={{ kind: 'remote', path: 'logo.png', previewUrl: '/preview/1', size: 10 }} />);
    expect(screen.getByRole('img', { name: 'Preview of logo.png' })).toHaveAttribute('src', '/preview/1');
  });
});
