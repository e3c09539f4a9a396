import type { CodedMessage } from '../errors/error-codes.js';
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
    const refused = encryptedFlag(new Map([['encrypted', ['yes please']]])) as CodedMessage;
    expect(refused.code).toBe('invalid_encrypted_flag');
    expect(refused.message).toMatch(/encrypted must be 1/);
    expect(refused.params).toEqual({ field: 'encrypted' });
  });

  it('accepts file ids and one manifest, and nothing readable', () => {
    expect(encryptedPathsProblem([ID, MANIFEST_PATH])).toBeUndefined();
    expect(encryptedPathsProblem([MANIFEST_PATH])).toBeUndefined();
    expect(encryptedPathsProblem([ID, MANIFEST_PATH, THUMBNAILS_PATH])).toBeUndefined();
    for (const paths of [[ID, THUMBNAILS_PATH], [ID]]) {
      const problem = encryptedPathsProblem(paths);
      expect(problem?.code).toBe('encrypted_manifest_missing');
      expect(problem?.message).toMatch(/must include its "manifest"/);
      expect(problem?.params).toEqual({ path: 'manifest' });
    }
    const named = encryptedPathsProblem([MANIFEST_PATH, 'photos/beach.jpg']);
    expect(named?.code).toBe('invalid_encrypted_path');
    expect(named?.message).toMatch(/"photos\/beach.jpg" is none of these/);
    expect(named?.params).toEqual({ path: 'photos/beach.jpg' });
    const stray = encryptedPathsProblem([MANIFEST_PATH, `${ID}x`]);
    expect(stray?.code).toBe('invalid_encrypted_path');
    expect(stray?.message).toMatch(/is none of these/);
  });

  it('limits encrypted shares to E2E_MAX_BYTES and others to MAX_UPLOAD_BYTES', () => {
    expect(shareByteLimit(new Map([['encrypted', ['1']]]), LIMITS)).toBe(10);
    expect(shareByteLimit(new Map(), LIMITS)).toBe(1000);
  });
});
