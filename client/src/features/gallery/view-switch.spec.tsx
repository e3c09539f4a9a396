import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useGalleryView } from './use-gallery-view';
import { ViewSwitch } from './view-switch';

const pathOf = (path: string) => path;

function Harness({ paths }: { paths: string[] }) {
  const { offered, view, setView } = useGalleryView(paths, pathOf);
  return (
    <>
      {offered && <ViewSwitch view={view} onChange={setView} />}
      <p>showing {view}</p>
    </>
  );
}

describe('the Files / Gallery switch', () => {
  it('opens a share of mostly photos as a gallery, and switches to its files and back', async () => {
    render(<Harness paths={['a.jpg', 'b.jpg', 'notes.txt']} />);
    const gallery = screen.getByRole('button', { name: 'Gallery' });
    expect(gallery).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: 'Show as' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Files' }));
    expect(screen.getByText('showing files')).toBeInTheDocument();
    expect(gallery).toHaveAttribute('aria-pressed', 'false');
    await user.click(gallery);
    expect(screen.getByText('showing gallery')).toBeInTheDocument();
  });

  it('opens a share of mostly documents as files, the gallery one tap away', () => {
    render(<Harness paths={['a.jpg', 'b.pdf', 'c.pdf']} />);
    expect(screen.getByRole('button', { name: 'Files' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers no gallery for a share without photos or videos', () => {
    render(<Harness paths={['a.pdf', 'song.mp3']} />);
    expect(screen.queryByRole('group', { name: 'Show as' })).toBeNull();
    expect(screen.getByText('showing files')).toBeInTheDocument();
  });
});
