import { render, screen } from '@testing-library/react';
import { ArrivalSummary } from './arrival-ui';
import type { Arrival } from './arrival';
import { expectIsolatedSize } from '../../test/isolated-size';

const arriving = (receivedBytes: number): Arrival => ({
  status: 'arriving',
  receivedBytes,
  totalBytes: 1000,
  pending: new Map(),
});

describe('ArrivalSummary', () => {
  it('counts the files here and the bytes so far while files arrive', () => {
    render(<ArrivalSummary arrival={arriving(250)} ready={1} total={3} encrypted={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Files are still arriving: 1 of 3 here.');
    expect(screen.getByRole('progressbar', { name: 'Arrived so far' })).toHaveAttribute('value', '25');
    expectIsolatedSize(screen.getByText('250 bytes'));
    expectIsolatedSize(screen.getByText('1,000 bytes'));
  });

  it('says every file has arrived while only the thumbnails sent after them are on their way', () => {
    render(<ArrivalSummary arrival={arriving(990)} ready={3} total={3} encrypted />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Every file has arrived. Thumbnails of its photos and videos are still on their way.',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says nothing once the share is whole', () => {
    const { container } = render(
      <ArrivalSummary arrival={{ ...arriving(1000), status: 'ready' }} ready={3} total={3} encrypted={false} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('says nothing once every file of a plain share is ready, before its sender marks the upload done', () => {
    const { container } = render(<ArrivalSummary arrival={arriving(1000)} ready={3} total={3} encrypted={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});
