import { expect } from '@jest/globals';
import { LONGEST_RETENTION_MS } from '../retention.js';
import { ENDED_FOLDER_KEPT_MS } from './ending.js';
import { FolderGoneException } from './folder-gone.exception.js';

describe('endings', () => {
  it('keeps tombstones at least as long as the longest retention', () => {
    expect(ENDED_FOLDER_KEPT_MS).toBeGreaterThanOrEqual(LONGEST_RETENTION_MS);
  });
});

describe(FolderGoneException.name, () => {
  it("words a removal's category, and carries it", () => {
    expect(new FolderGoneException('removed', 'copyright').getResponse()).toEqual({
      statusCode: 410,
      code: 'share_removed',
      message: "This share was removed by Sharecode's operators (copyright infringement).",
      reason: 'removed',
      category: 'copyright',
      params: { category: 'copyright' },
    });
  });

  it('says who ended a share, or that it expired, without a category', () => {
    expect(new FolderGoneException('ended').getResponse()).toEqual({
      statusCode: 410,
      code: 'share_ended',
      message: 'The sender ended this share. Its files were deleted.',
      reason: 'ended',
    });
    expect(new FolderGoneException('malware', null).getResponse()).toMatchObject({
      code: 'share_malware',
      message: 'This share was removed because a file in it contains malware.',
      reason: 'malware',
    });
    expect(new FolderGoneException('expired').getResponse()).toMatchObject({
      code: 'share_expired',
      message: expect.stringMatching(/^This share has expired/),
      reason: 'expired',
    });
  });
});
