import { readBlob } from '../../test/read-blob';
import { multipartBody } from './multipart-body';

/** Parses a body back as a server would (Node's own multipart parser). */
async function parse(body: Blob, contentType: string): Promise<Array<[string, string, string?]>> {
  const form = await new Response(await readBlob(body), {
    headers: { 'Content-Type': contentType },
  }).formData();
  const entries: Array<[string, string, string?]> = [];
  for (const [name, value] of form.entries()) {
    entries.push(typeof value === 'string' ? [name, value] : [name, await value.text(), value.name]);
  }
  return entries;
}

describe(multipartBody.name, () => {
  it('encodes fields and files as a FormData body would, names escaped', async () => {
    const form = new FormData();
    form.append('retention', '24h');
    form.append('filePaths', JSON.stringify(['trip/ä "x".txt', 'trip/empty.bin']));
    form.append('files', new File(['hello\r\n--not a boundary'], 'a.txt', { type: 'text/plain' }), 'trip/ä "x".txt');
    form.append('files', new File([], 'empty.bin'), 'trip/empty.bin');
    const { body, contentType } = multipartBody(form);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=----sharecode[0-9a-f]{32}$/);
    expect(new TextDecoder().decode(await readBlob(body))).toContain('filename="trip/ä %22x%22.txt"');
    expect(await parse(body, contentType)).toEqual([
      ['retention', '24h'],
      ['filePaths', '["trip/ä \\"x\\".txt","trip/empty.bin"]'],
      // Sent as %22, as browsers send it; this parser reads it back as a quote.
      ['files', 'hello\r\n--not a boundary', 'trip/ä "x".txt'],
      ['files', '', 'trip/empty.bin'],
    ]);
  });

  it('keeps the bytes of every file whatever their number', async () => {
    const form = new FormData();
    for (let index = 0; index < 5000; index++)
      form.append('files', new File([`file ${index}`], `f${index}`), `many/f${index}`);
    const { body, contentType } = multipartBody(form);
    const entries = await parse(body, contentType);
    expect(entries).toHaveLength(5000);
    expect(entries[4999]).toEqual(['files', 'file 4999', 'many/f4999']);
    // Building and parsing thousands of parts in jsdom takes seconds on a busy machine.
  }, 30_000);
});
