import { readBlob } from '../../test/read-blob';
import { dataUrlToBlob } from './data-url';

async function bytesOf(blob: Blob): Promise<number[]> {
  return [...(await readBlob(blob))];
}

describe(dataUrlToBlob.name, () => {
  it('decodes base64 payloads with their type', async () => {
    const blob = dataUrlToBlob('data:image/png;base64,iVBORw0KGgo=');
    expect(blob.type).toBe('image/png');
    expect(await bytesOf(blob)).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });

  it('decodes percent-encoded payloads and defaults the type', async () => {
    const blob = dataUrlToBlob('data:,Hello%2C%20World');
    expect(blob.type).toBe('text/plain');
    expect(String.fromCharCode(...(await bytesOf(blob)))).toBe('Hello, World');
  });

  it('rejects text that is not a data URL', () => {
    expect(() => dataUrlToBlob('https://example.com/qr.png')).toThrow('Not a data URL');
  });
});
