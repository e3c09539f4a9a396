/**
 * The sender's status line counts in each language's own plural forms (one ICU message per count, never a word
 * picked in code), and its counts stay in ASCII digits whatever the language.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FolderState } from '../../../lib/api/folder-management';
import { intlFor } from '../../../lib/i18n/intl-for';
import { shareStatusText } from './share-status-text';

function intlIn(tag: string) {
  const file = join(__dirname, '../../../../locales', `${tag}.json`);
  return intlFor(tag, JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
}

function file(id: number, downloads: number, status: 'ready' | 'arriving' = 'ready'): FolderState['files'][number] {
  return { id, filepath: `${id}.txt`, downloads, filesize: 1, status, receivedBytes: status === 'ready' ? 1 : 0 };
}

function state(overrides: Partial<FolderState>): FolderState {
  return {
    folderCode: '0427',
    status: 'live',
    opens: 1,
    lastOpenedAt: null,
    zipDownloads: 0,
    files: [],
    expiresAt: '2030-01-01T12:00:00.000Z',
    arrivedAt: '2030-01-01T10:00:00.000Z',
    receivedBytes: 0,
    totalBytes: 0,
    retention: '2h',
    passwordProtected: false,
    removal: null,
    scan: null,
    directOnly: false,
    senderPresent: null,
    ...overrides,
  };
}

const downloaded = (count: number) => Array.from({ length: count }, (_, index) => file(index + 1, 1));

describe('shareStatusText in other languages', () => {
  it('says "1 file" and "2 files" in English', () => {
    const en = intlIn('en');
    expect(shareStatusText(state({ files: downloaded(1) }), false, en)).toBe('Opened · 1 file downloaded');
    expect(shareStatusText(state({ files: downloaded(2) }), false, en)).toBe('Opened · 2 files downloaded');
  });

  it('uses Russian one, few and many', () => {
    const ru = intlIn('ru');
    expect(shareStatusText(state({ files: downloaded(1) }), false, ru)).toBe('Открыта · скачан 1 файл');
    expect(shareStatusText(state({ files: downloaded(3) }), false, ru)).toBe('Открыта · скачано 3 файла');
    expect(shareStatusText(state({ files: downloaded(5) }), false, ru)).toBe('Открыта · скачано 5 файлов');
    expect(shareStatusText(state({ opens: 2 }), false, ru)).toBe('Открыта 2 раза');
  });

  it('counts arrivals in the language’s forms, with ASCII digits (Arabic, Persian)', () => {
    const arriving = state({
      status: 'arriving',
      opens: 0,
      arrivedAt: null,
      files: [file(1, 0), file(2, 0, 'arriving'), file(3, 0, 'arriving')],
    });
    expect(shareStatusText(arriving, false, intlIn('ar'))).toBe('قيد الوصول · وصل 1 من 3 ملفات');
    expect(shareStatusText(arriving, false, intlIn('fa'))).toBe('در حال رسیدن · 1 از 3 فایل رسیده است');
  });

  it('has one form only where the language has (Japanese)', () => {
    expect(shareStatusText(state({ opens: 3 }), false, intlIn('ja'))).toBe('3 回開かれました');
  });
});
