import { lookup } from 'mime-types';
import type { CodedMessage, ErrorCode, ErrorParams } from '../errors/error-codes.js';
import type { ReceivedForm } from './multipart-reader.js';
import { fileNameOf, normaliseRelativePath, quotePath } from '../common/relative-path.js';
import { folderPasswordProblem } from '../folders/password/folder-password.js';
import { DEFAULT_RETENTION, isRetention, RETENTIONS, type Retention } from '../folders/retention.js';
import { ENCRYPTED_MIME_TYPE, encryptedFlag, encryptedPathsProblem } from '../encrypted-shares/encrypted-upload.js';

/** Stored when the file name says nothing about the content. */
const FALLBACK_MIME_TYPE = 'application/octet-stream';

/** A shared file's MIME type: guessed from its name, or opaque for an end-to-end encrypted share's objects. */
export function mimeTypeFor(filename: string, encrypted: boolean): string {
  return encrypted ? ENCRYPTED_MIME_TYPE : lookup(filename) || FALLBACK_MIME_TYPE;
}

/**
 * The fields that may list the files' relative paths, in order of preference: the data-sharing page
 * sends `filePaths`, the feature page `filepathsRaw`; without either, each part's filename is its path.
 */
export const PATH_FIELDS = ['filePaths', 'filepathsRaw'] as const;

export interface PlannedFile {
  filepath: string;
  filename: string;
  mimetype: string;
  filesize: number;
  storageKey: string;
  /** SHA-256 of the bytes, hex (see ReceivedFile). */
  sha256?: string;
}

export type UploadPlan =
  | { valid: true; retention: Retention; files: PlannedFile[]; password?: string; encrypted: boolean }
  | { valid: false; refusal: CodedMessage };

/** The optional field that protects a share with a password (docs/sender-control.md). */
export const PASSWORD_FIELD = 'password';

function refused(code: ErrorCode, message: string, params?: ErrorParams): UploadPlan {
  return { valid: false, refusal: params ? { code, message, params } : { code, message } };
}

/** The refusal of a path field that is not a list of paths. */
function notAPathList(name: string): CodedMessage {
  return {
    code: 'invalid_path_list',
    message: `${name} must be a JSON list of relative paths.`,
    params: { field: name },
  };
}

/**
 * A path field holds a JSON list of strings, or (sent once per file) one path per value. Returns the
 * list, or a refusal.
 */
function pathsFromField(name: string, values: string[]): string[] | CodedMessage {
  if (values.length === 1 && values[0].trimStart().startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(values[0]);
    } catch {
      return notAPathList(name);
    }
    if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === 'string')) {
      return notAPathList(name);
    }
    return parsed;
  }
  return values;
}

/**
 * Works out what a received form shares: each file's normalised relative path, name and MIME type, and
 * the retention. Pure: the caller removes the stored bytes when the plan is invalid.
 */
export function planUpload(form: ReceivedForm): UploadPlan {
  if (form.files.length === 0) return refused('no_files', 'No files were uploaded.');

  const retentionValues = form.fields.get('retention');
  // An empty field (a form's unselected option) means the default, like a missing one.
  const retention = retentionValues?.[0] || DEFAULT_RETENTION;
  if (!isRetention(retention)) {
    return refused('invalid_retention', `retention must be one of ${RETENTIONS.join(', ')}.`, {
      retentions: RETENTIONS.join(', '),
    });
  }

  // An empty field (a form's blank password box) means no password, like a missing one.
  const password = form.fields.get(PASSWORD_FIELD)?.[0] || undefined;
  const passwordProblem = password === undefined ? undefined : folderPasswordProblem(password);
  if (passwordProblem) return { valid: false, refusal: passwordProblem };

  const encrypted = encryptedFlag(form.fields);
  if (typeof encrypted === 'object') return { valid: false, refusal: encrypted };

  const pathField = PATH_FIELDS.find((name) => form.fields.has(name));
  let rawPaths: string[];
  if (pathField) {
    const listed = pathsFromField(pathField, form.fields.get(pathField)!);
    if (!Array.isArray(listed)) return { valid: false, refusal: listed };
    if (listed.length !== form.files.length) {
      return refused(
        'path_count_mismatch',
        `${pathField} lists ${listed.length} paths but ${form.files.length} files were sent.`,
        { field: pathField, paths: listed.length, files: form.files.length },
      );
    }
    rawPaths = listed;
  } else {
    rawPaths = form.files.map((file) => file.partFilename);
  }

  const seen = new Set<string>();
  const files: PlannedFile[] = [];
  for (const [index, raw] of rawPaths.entries()) {
    const checked = normaliseRelativePath(raw);
    if (!checked.valid) {
      return refused('invalid_file_path', `Invalid file path ${quotePath(raw)}: it ${checked.reason}.`, { path: raw });
    }
    if (seen.has(checked.path)) {
      return refused('duplicate_path', `The path ${quotePath(checked.path)} appears more than once in this upload.`, {
        path: checked.path,
      });
    }
    seen.add(checked.path);
    const filename = fileNameOf(checked.path);
    const stored = form.files[index];
    files.push({
      filepath: checked.path,
      filename,
      mimetype: mimeTypeFor(filename, encrypted),
      filesize: stored.size,
      storageKey: stored.storageKey,
      sha256: stored.sha256,
    });
  }
  const encryptedProblem = encrypted ? encryptedPathsProblem([...seen]) : undefined;
  if (encryptedProblem) return { valid: false, refusal: encryptedProblem };
  const folders = folderPathsOf(seen);
  const clash = files.find((file) => folders.has(file.filepath));
  if (clash) {
    return refused(
      'path_file_and_folder',
      `The path ${quotePath(clash.filepath)} is both a file and a folder in this upload.`,
      { path: clash.filepath },
    );
  }
  return { valid: true, retention, files, password, encrypted };
}

/** Every folder that the given file paths imply ("a/b/c.txt" implies "a" and "a/b"). */
function folderPathsOf(paths: Iterable<string>): Set<string> {
  const folders = new Set<string>();
  for (const path of paths) {
    for (let slash = path.indexOf('/'); slash !== -1; slash = path.indexOf('/', slash + 1)) {
      folders.add(path.slice(0, slash));
    }
  }
  return folders;
}
