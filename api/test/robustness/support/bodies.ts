import { type Operation, plausibleValue } from './operations.js';
import { ANNOUNCED_FILE_BYTES } from './targets.js';

export interface RawBody {
  contentType: string;
  bytes: Buffer;
}

export interface FilePart {
  filename: string;
  bytes: Uint8Array;
}

const BOUNDARY = 'robustness-boundary-7MA4YWxkTrZu0gW';

/** Well-formed values for the form fields whose documented example does not make a valid upload on its own. */
const WELL_FORMED_FIELDS: Record<string, string> = {
  filePaths: JSON.stringify(['robustness/announced.bin']),
  fileSizes: JSON.stringify([ANNOUNCED_FILE_BYTES]),
};

/** A multipart/form-data body: the fields, then the file parts under `files`. */
export function multipartBody(fields: ReadonlyArray<[string, string]>, files: readonly FilePart[] = []): RawBody {
  const parts: Buffer[] = [];
  for (const [name, value] of fields) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${file.filename}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${BOUNDARY}`, bytes: Buffer.concat(parts) };
}

function isFileProperty(operation: Operation, name: string): boolean {
  const schema = operation.bodyProperties[name];
  return schema.format === 'binary' || (schema.type === 'array' && 'items' in schema);
}

/** A body of the route's documented type that it would accept (or nearly): what transport attacks carry. */
export function plausibleBody(operation: Operation): RawBody {
  const names = Object.keys(operation.bodyProperties);
  if (operation.bodyType === 'multipart/form-data') {
    const fields = names
      .filter((name) => !isFileProperty(operation, name) && operation.requiredProperties.includes(name))
      .map((name): [string, string] => [
        name,
        WELL_FORMED_FIELDS[name] ?? String(plausibleValue(operation.bodyProperties[name])),
      ]);
    const files = names.some((name) => isFileProperty(operation, name))
      ? [{ filename: 'robustness/announced.bin', bytes: new Uint8Array(ANNOUNCED_FILE_BYTES) }]
      : [];
    return multipartBody(fields, files);
  }
  if (operation.bodyType === 'application/json') {
    const body = Object.fromEntries(names.map((name) => [name, plausibleValue(operation.bodyProperties[name])]));
    return { contentType: 'application/json', bytes: Buffer.from(JSON.stringify(body)) };
  }
  return {
    contentType: operation.bodyType ?? 'application/octet-stream',
    bytes: Buffer.alloc(ANNOUNCED_FILE_BYTES),
  };
}
