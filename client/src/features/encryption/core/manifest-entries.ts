/**
 * The manifest's content: every file of the share with its id, relative path, size and MIME type, as JSON.
 * The JSON is authenticated, but its author (the sender) is not trusted to be honest, so what comes out of it
 * is checked as strictly as the server checks an upload: relative paths in normal form that it would accept,
 * sizes that are whole numbers, ids that are ids, no path or id twice, and no file where another file's path
 * has a folder.
 */
import { pathProblem } from '../../../lib/files/path-rules';
import { normalizeRelativePath } from '../../../lib/files/relative-path';
import { isFileId } from './keyring';
import { parseThumbnailIndex, type ThumbnailIndex } from '../thumbnails/thumbnail-pack';

export interface ManifestEntry {
  /** The random id the file's key is derived from (22 base64url characters). */
  id: string;
  /** Relative path with `/` separators, name included ("photos/2024/a.jpg"). */
  path: string;
  /** Plaintext size in bytes. */
  size: number;
  /** MIME type, empty when unknown. */
  type: string;
}

export interface Manifest {
  files: ManifestEntry[];
  /** The hidden file holding the photos' and videos' thumbnails (thumbnail-pack.ts); absent when none were made. */
  thumbnails?: ThumbnailIndex;
}

/** The manifest's JSON schema version, inside the encrypted JSON (the binary header has its own). */
const CONTENT_VERSION = 1;
const MAX_TYPE_LENGTH = 255;

/** In normal form, and a path the server would accept for a share that is not encrypted (path-rules.ts). */
function isCleanPath(path: string): boolean {
  return normalizeRelativePath(path) === path && pathProblem(path) === undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asEntry(value: unknown): ManifestEntry | undefined {
  if (!isRecord(value)) return undefined;
  const { id, path, size, type } = value;
  if (typeof id !== 'string' || !isFileId(id)) return undefined;
  if (typeof path !== 'string' || !isCleanPath(path)) return undefined;
  if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0) return undefined;
  if (typeof type !== 'string' || type.length > MAX_TYPE_LENGTH) return undefined;
  return { id, path, size, type };
}

/** The JSON the sender encrypts; throws a RangeError for a manifest the recipient would refuse. */
export function manifestJson(manifest: Manifest): string {
  const content = (checked: Manifest) => ({
    v: CONTENT_VERSION,
    files: checked.files,
    ...(checked.thumbnails ? { thumbnails: checked.thumbnails } : {}),
  });
  const checked = parseManifestJson(JSON.stringify(content(manifest)));
  if (!checked) throw new RangeError('The manifest has an invalid or repeated path, id, size or type');
  return JSON.stringify(content(checked));
}

/** The manifest in decrypted JSON, or undefined when it breaks any of the rules above. */
export function parseManifestJson(json: string): Manifest | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed) || parsed.v !== CONTENT_VERSION || !Array.isArray(parsed.files)) return undefined;
  const files: ManifestEntry[] = [];
  const ids = new Set<string>();
  const paths = new Set<string>();
  for (const value of parsed.files as unknown[]) {
    const entry = asEntry(value);
    if (!entry || ids.has(entry.id) || paths.has(entry.path)) return undefined;
    ids.add(entry.id);
    paths.add(entry.path);
    files.push(entry);
  }
  const folders = new Set(
    files.flatMap(({ path }) =>
      path
        .split('/')
        .slice(0, -1)
        .map((_, end, parts) => parts.slice(0, end + 1).join('/')),
    ),
  );
  if (files.some(({ path }) => folders.has(path))) return undefined;
  if (!('thumbnails' in parsed)) return { files };
  const thumbnails = parseThumbnailIndex(parsed.thumbnails, ids);
  return thumbnails ? { files, thumbnails } : undefined;
}
