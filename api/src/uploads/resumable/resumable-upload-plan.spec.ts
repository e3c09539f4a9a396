import { MAX_FILES_PER_SHARE } from '../multipart-reader.js';
import { planResumableUpload } from './resumable-upload-plan.js';

function fields(values: Record<string, unknown>): Map<string, string[]> {
  return new Map(
    Object.entries(values).map(([name, value]) => [name, [typeof value === 'string' ? value : JSON.stringify(value)]]),
  );
}

describe(planResumableUpload.name, () => {
  const MAX = 1000;

  it('plans the announced files with normalised paths, sizes and the retention', () => {
    const plan = planResumableUpload(
      fields({ filePaths: ['./trip\\a.txt', 'trip/b/ü.bin'], fileSizes: [3, 0], retention: '24h' }),
      MAX,
    );
    expect(plan).toEqual({
      valid: true,
      retention: '24h',
      encrypted: false,
      directOnly: false,
      totalBytes: 3,
      files: [
        { filepath: 'trip/a.txt', filename: 'a.txt', mimetype: 'text/plain', filesize: 3 },
        { filepath: 'trip/b/ü.bin', filename: 'ü.bin', mimetype: 'application/octet-stream', filesize: 0 },
      ],
    });
  });

  it('accepts the feature page field name and defaults the retention', () => {
    expect(planResumableUpload(fields({ filepathsRaw: ['a.txt'], fileSizes: [1] }), MAX)).toMatchObject({
      valid: true,
      retention: '2h',
    });
  });

  it.each([
    [{ filePaths: ['a'], fileSizes: 'x' }, 'invalid_file_sizes', /fileSizes must be a JSON list/],
    [{ filePaths: ['a'], fileSizes: [-1] }, 'invalid_file_sizes', /fileSizes must be a JSON list/],
    [{ filePaths: ['a'], fileSizes: [1.5] }, 'invalid_file_sizes', /fileSizes must be a JSON list/],
    [{ filePaths: ['a'] }, 'invalid_file_sizes', /fileSizes must be a JSON list/],
    [{ filePaths: [], fileSizes: [] }, 'no_files', /No files were listed/],
    [{ fileSizes: [1] }, 'paths_required', /filePaths must list/],
    [{ filePaths: ['a', 'b'], fileSizes: [1] }, 'path_count_mismatch', /lists 2 paths but 1 files/],
    [
      { filePaths: ['../etc/passwd'], fileSizes: [1] },
      'invalid_file_path',
      /Invalid file path "..\/etc\/passwd": it goes up a folder/,
    ],
    [{ filePaths: ['a', 'a'], fileSizes: [1, 1] }, 'duplicate_path', /appears more than once/],
    [{ filePaths: ['a'], fileSizes: [1], retention: 'forever' }, 'invalid_retention', /retention must be one of/],
    [
      { filePaths: ['a'], fileSizes: [1], directOnly: 'yes' },
      'invalid_direct_only_flag',
      /directOnly must be 1 \(a share sent directly only\) or 0/,
    ],
  ])('refuses %j with a clear message', (values, code, message) => {
    const plan = planResumableUpload(fields(values), MAX);
    expect(plan).toMatchObject({ valid: false, refusal: { code } });
    expect(plan.valid ? '' : plan.refusal.message).toMatch(message);
  });

  it('refuses uploads over the size limit or the file count as too large', () => {
    expect(planResumableUpload(fields({ filePaths: ['a', 'b'], fileSizes: [600, 401] }), MAX)).toEqual({
      valid: false,
      refusal: {
        code: 'upload_too_large',
        message: 'The upload is larger than the 1000 bytes a share may hold.',
        params: { limit: 1000 },
      },
    });
    const many = Array.from({ length: MAX_FILES_PER_SHARE + 1 }, (_, index) => index);
    expect(
      planResumableUpload(fields({ filePaths: many.map(String), fileSizes: many.map(() => 0) }), MAX),
    ).toMatchObject({
      valid: false,
      refusal: { code: 'too_many_files', params: { max: MAX_FILES_PER_SHARE } },
    });
  });

  it('plans a share sent directly only, which no byte limit applies to: nothing of it is stored', () => {
    const plan = planResumableUpload(
      fields({ filePaths: ['film.mp4'], fileSizes: [MAX * 1000], directOnly: '1' }),
      MAX,
    );
    expect(plan).toMatchObject({ valid: true, directOnly: true, totalBytes: MAX * 1000 });
    const count = Array.from({ length: MAX_FILES_PER_SHARE + 1 }, (_, index) => index);
    expect(
      planResumableUpload(
        fields({ filePaths: count.map(String), fileSizes: count.map(() => 0), directOnly: 'true' }),
        MAX,
      ),
    ).toMatchObject({ valid: false, refusal: { code: 'too_many_files' } });
  });
});
