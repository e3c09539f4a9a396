import {
  encryptedFlag,
  encryptedPathsProblem,
  MANIFEST_PATH,
  shareByteLimit,
  THUMBNAILS_PATH,
} from './encrypted-upload.js';

const ID = 'q8Xk0vY3m9TfR2cLw7hN1A';
const LIMITS = { maxUploadBytes: 1000, e2eMaxBytes: 10 };

describe('encrypted uploads', () => {
  it('reads the flag: 1 or true encrypted, absent, empty or 0 not, anything else a message', () => {
    expect(encryptedFlag(new Map([['encrypted', ['1']]]))).toBe(true);
    expect(encryptedFlag(new Map([['encrypted', ['true']]]))).toBe(true);
    expect(encryptedFlag(new Map())).toBe(false);
    expect(encryptedFlag(new Map([['encrypted', ['']]]))).toBe(false);
    expect(encryptedFlag(new Map([['encrypted', ['0']]]))).toBe(false);
    expect(encryptedFlag(new Map([['encrypted', ['yes please']]]))).toMatch(/encrypted must be 1/);
  });

  it('accepts file ids and one manifest, and nothing readable', () => {
    expect(encryptedPathsProblem([ID, MANIFEST_PATH])).toBeUndefined();
    expect(encryptedPathsProblem([MANIFEST_PATH])).toBeUndefined();
    expect(encryptedPathsProblem([ID, MANIFEST_PATH, THUMBNAILS_PATH])).toBeUndefined();
    expect(encryptedPathsProblem([ID, THUMBNAILS_PATH])).toMatch(/must include its "manifest"/);
    expect(encryptedPathsProblem([ID])).toMatch(/must include its "manifest"/);
    expect(encryptedPathsProblem([MANIFEST_PATH, 'photos/beach.jpg'])).toMatch(/"photos\/beach.jpg" is none of these/);
    expect(encryptedPathsProblem([MANIFEST_PATH, `${ID}x`])).toMatch(/is none of these/);
  });

  it('limits encrypted shares to E2E_MAX_BYTES and others to MAX_UPLOAD_BYTES', () => {
    expect(shareByteLimit(new Map([['encrypted', ['1']]]), LIMITS)).toBe(10);
    expect(shareByteLimit(new Map(), LIMITS)).toBe(1000);
  });
});
