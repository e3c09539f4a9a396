import { FOLDER_LINK_EXAMPLE } from '../folders/codes/folder-ref.js';
import { parseShareTarget } from './share-target.js';

const LINK = { kind: 'link', code: '0427', key: FOLDER_LINK_EXAMPLE.slice(5) };

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

  it.each(['', '427', '04270', 'https://share.example.com/', 'https://example.com/files/0427', 'share 0427 please'])(
    'refuses %j',
    (typed) => {
      expect(parseShareTarget(typed)).toBeNull();
    },
  );
});
