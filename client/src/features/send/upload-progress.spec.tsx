import { render, screen } from '@testing-library/react';
import { expectIsolatedSize } from '../../test/isolated-size';
import { UploadProgress } from './upload-progress';

describe(UploadProgress.name, () => {
  it('says how much is sent, each size isolated without a forced direction', () => {
    render(<UploadProgress progress={{ loaded: 26, total: 2048 }} onCancel={jest.fn()} />);
    expect(screen.getByTestId('upload-progress-text')).toHaveTextContent('26 bytes of 2 KB (1%)');
    expectIsolatedSize(screen.getByText('26 bytes'));
    expectIsolatedSize(screen.getByText('2 KB'));
  });
});
