import { screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { MyShare } from '../../lib/api/my-shares';
import { fakeLinkRef } from '../../test/fake-share-api';
import { renderPage } from '../../test/render-with-router';
import ru from '../../../locales/ru.json';
import { MyShareCard } from './my-share-card';

function share(fileCount: number): MyShare {
  return {
    code: '0427',
    folderUrl: `http://localhost/s/${fakeLinkRef('0427')}`,
    createdAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    retention: '2h',
    fileCount,
    totalBytes: 10,
    firstFiles: ['a.txt'],
    encrypted: false,
    status: 'live',
    removal: null,
  } as MyShare;
}

/** The card's file count is one ICU plural: each language words it with its own cases. */
describe('the file count on a share card', () => {
  it.each([
    [1, /^1 file ·/],
    [2, /^2 files ·/],
  ])('reads %i file(s) in English', (count, text) => {
    renderPage(<MyShareCard share={share(count)} compact onEnd={jest.fn()} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it.each([
    [1, /^1 файл ·/],
    [3, /^3 файла ·/],
    [5, /^5 файлов ·/],
  ])('reads %i with the Russian plural case', (count, text) => {
    renderPage(
      <IntlProvider locale="ru" messages={ru}>
        <MyShareCard share={share(count)} compact onEnd={jest.fn()} />
      </IntlProvider>,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
