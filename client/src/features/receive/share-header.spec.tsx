import { render, screen } from '@testing-library/react';
import type { RetrievedFolder } from '../../lib/api/folders';
import { expectIsolatedSize } from '../../test/isolated-size';
import { ShareHeader } from './share-header';

const FOLDER = { folderCode: '0427', retention: null } as unknown as RetrievedFolder;

describe(ShareHeader.name, () => {
  it('names the share by its code, left to right, and isolates its size without forcing a direction', () => {
    render(
      <ShareHeader
        folder={FOLDER}
        titleId="title"
        headingLevel={2}
        fileCount={2}
        totalBytes={26}
        expiresAt={undefined}
        arriving={false}
        encrypted={false}
        toolbar={null}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Folder 0427' })).toBeInTheDocument();
    expect(screen.getByText('0427')).toHaveAttribute('dir', 'ltr');
    expectIsolatedSize(screen.getByText('26 bytes'));
  });
});
