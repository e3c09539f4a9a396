/**
 * A multipart/form-data body as one Blob, encoded as browsers encode a FormData. Chromium hands the files of a
 * FormData body to its network service directly, which sends many small files faster than the
 * same files in a Blob read through the blob system; but it opens them all for the request and fails it (a
 * network error) past its open-file limit, which a FormData of tens of thousands of files passes. A Blob body is
 * read one part at a time, whatever the number of files.
 */

/** FormData bodies stay up to this many files: the open-file limit Chromium sets itself on Linux. */
export const FORM_DATA_MAX_FILES = 8192;

/** Names and file names in a part's header, escaped as the HTML standard's multipart encoding does. */
function quoted(value: string): string {
  return `"${value.replace(/\n/g, '%0A').replace(/\r/g, '%0D').replace(/"/g, '%22')}"`;
}

function randomBoundary(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `----sharecode${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

export interface MultipartBody {
  body: Blob;
  /** The request's Content-Type, naming the boundary. */
  contentType: string;
}

export function multipartBody(form: FormData, boundary = randomBoundary()): MultipartBody {
  const parts: BlobPart[] = [];
  // Text between two files goes in as one part: fewer parts make the Blob quicker to build and to read.
  let text = '';
  form.forEach((value, name) => {
    text += `--${boundary}\r\nContent-Disposition: form-data; name=${quoted(name)}`;
    if (typeof value === 'string') {
      text += `\r\n\r\n${value}\r\n`;
      return;
    }
    text += `; filename=${quoted(value.name)}\r\nContent-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`;
    parts.push(text, value);
    text = '\r\n';
  });
  parts.push(`${text}--${boundary}--\r\n`);
  return { body: new Blob(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
