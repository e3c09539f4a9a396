import type { CodedMessage } from '../../errors/error-codes.js';
import { MAX_FILES_PER_SHARE, type ReceivedForm, tooLarge, tooManyFiles } from '../multipart-reader.js';
import type { Retention } from '../../folders/retention.js';
import { PATH_FIELDS, planUpload } from '../upload-form.js';
import { directOnlyFlag } from '../../folders/direct-only/direct-only.js';

/** The creation form's field listing each file's size in bytes, in the order of the path list. */
export const SIZES_FIELD = 'fileSizes';

export interface PlannedResumableFile {
  filepath: string;
  filename: string;
  mimetype: string;
  filesize: number;
}

export type ResumablePlan =
  | {
      valid: true;
      retention: Retention;
      files: PlannedResumableFile[];
      totalBytes: number;
      password?: string;
      encrypted: boolean;
      /** Sent directly only: none of its bytes will be sent to the server (see folders/direct-only/). */
      directOnly: boolean;
    }
  | { valid: false; refusal: CodedMessage };

function invalid(refusal: CodedMessage): ResumablePlan {
  return { valid: false, refusal };
}

function parseSizes(values: string[] | undefined): number[] | undefined {
  if (values?.length !== 1) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(values[0]);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || !parsed.every((size) => Number.isSafeInteger(size) && size >= 0)) return undefined;
  return parsed as number[];
}

/**
 * Checks what a resumable upload will share before any byte is sent: the same fields as POST /api/upload
 * (filePaths or filepathsRaw, retention, password) plus fileSizes, and directOnly. Paths get exactly the multipart
 * upload's rules, by running its planner over the announced files. `maxTotalBytes` caps what the server would
 * store: a share sent directly only stores nothing, so only the files' count limits it. Pure.
 */
export function planResumableUpload(fields: ReadonlyMap<string, string[]>, maxTotalBytes: number): ResumablePlan {
  const directOnly = directOnlyFlag(fields);
  if (typeof directOnly === 'object') return invalid(directOnly);
  const sizes = parseSizes(fields.get(SIZES_FIELD));
  if (!sizes) {
    return invalid({
      code: 'invalid_file_sizes',
      message: `${SIZES_FIELD} must be a JSON list of file sizes in bytes, one per file.`,
      params: { field: SIZES_FIELD },
    });
  }
  if (sizes.length === 0) return invalid({ code: 'no_files', message: 'No files were listed.' });
  if (sizes.length > MAX_FILES_PER_SHARE) return invalid(tooManyFiles());
  if (!PATH_FIELDS.some((name) => fields.has(name)))
    return invalid({ code: 'paths_required', message: 'filePaths must list the relative path of every file.' });
  const totalBytes = sizes.reduce((sum, size) => sum + size, 0);
  const limit = directOnly ? Number.MAX_SAFE_INTEGER : maxTotalBytes;
  if (totalBytes > limit) {
    return invalid(tooLarge(limit));
  }

  const announced: ReceivedForm = {
    files: sizes.map((size) => ({ partFilename: '', storageKey: '', size })),
    fields: new Map(fields),
  };
  const plan = planUpload(announced);
  if (!plan.valid) return invalid(plan.refusal);
  return {
    valid: true,
    retention: plan.retention,
    files: plan.files.map(({ filepath, filename, mimetype, filesize }) => ({ filepath, filename, mimetype, filesize })),
    totalBytes,
    password: plan.password,
    encrypted: plan.encrypted,
    directOnly,
  };
}
