import { FOLDER_LINK_EXAMPLE } from '../folders/codes/folder-ref.js';
import { parseReportTarget, parseShareTarget } from './share-target.js';

const LINK = { kind: 'link', code: '0427', key: FOLDER_LINK_EXAMPLE.slice(5) };
const REQUEST_KEY_FRAGMENT = '#bGlrZS1hLWtleS1vZi00My1jaGFyYWN0ZXJzLWxvbmc';

describe(parseShareTarget.name, () => {
  it.each([
    [' 0427 ', { kind: 'code', code: '0427' }],
    [FOLDER_LINK_EXAMPLE, LINK],
    [`https://share.example.com/s/${FOLDER_LINK_EXAMPLE}`, LINK],
    [`https://share.example.com/s/${FOLDER_LINK_EXAMPLE}/qr`, LINK],
    [`share.example.com/s/${FOLDER_LINK_EXAMPLE}`, LINK],
    [`http://localhost:3000/api/folders/${FOLDER_LINK_EXAMPLE}/files/3?inline=1`, LINK],
    ['https://share.example.com/s/0427', { kind: 'code', code: '0427' }],
  ])('reads %s', (typed, ref) => {
    expect(parseShareTarget(typed)).toEqual(ref);
  });

  it.each([
    '',
    '427',
    '04270',
    'https://share.example.com/',
    'https://example.com/files/0427',
    'share 0427 please',
    `https://share.example.com/r/${FOLDER_LINK_EXAMPLE}`,
  ])('refuses %j', (typed) => {
    expect(parseShareTarget(typed)).toBeNull();
  });
});

describe(parseReportTarget.name, () => {
  it.each([
    [' 0427 ', { of: 'either', ref: { kind: 'code', code: '0427' } }],
    [FOLDER_LINK_EXAMPLE, { of: 'either', ref: LINK }],
    [`https://share.example.com/s/${FOLDER_LINK_EXAMPLE}#key`, { of: 'share', ref: LINK }],
    [`https://share.example.com/r/${FOLDER_LINK_EXAMPLE}${REQUEST_KEY_FRAGMENT}`, { of: 'request', ref: LINK }],
    [`share.example.com/r/${FOLDER_LINK_EXAMPLE}`, { of: 'request', ref: LINK }],
    [`https://share.example.com/api/file-requests/${FOLDER_LINK_EXAMPLE}`, { of: 'request', ref: LINK }],
  ])('reads %s', (typed, target) => {
    expect(parseReportTarget(typed)).toEqual(target);
  });

  it.each(['https://share.example.com/r/', 'https://share.example.com/r/0427-short', 'https://example.com/x/0427'])(
    'refuses %j',
    (typed) => {
      expect(parseReportTarget(typed)).toBeNull();
    },
  );
});
