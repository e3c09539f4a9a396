import { tokenHash } from '../common/random-token.js';
import { isRequester } from './requester-credentials.js';

const KEY = 'A'.repeat(22);
const REQUEST = { requesterKeyHash: tokenHash(KEY), ownerId: 7 };

describe(isRequester.name, () => {
  it('takes the requester key by its hash, and a wrong key even from the owner is refused', () => {
    expect(isRequester({ key: KEY, ownerId: undefined }, REQUEST)).toBe(true);
    expect(isRequester({ key: 'B'.repeat(22), ownerId: 7 }, REQUEST)).toBe(false);
  });

  it("takes the owner's session without a key, and nothing from anyone else", () => {
    expect(isRequester({ key: null, ownerId: 7 }, REQUEST)).toBe(true);
    expect(isRequester({ key: null, ownerId: 8 }, REQUEST)).toBe(false);
    expect(isRequester({ key: null, ownerId: undefined }, { ...REQUEST, ownerId: null })).toBe(false);
  });
});
