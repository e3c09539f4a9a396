import { dataUrlToBlob } from './data-url';

// jsdom's Blob has no arrayBuffer()/text(); FileReader it has.
function bytesOf(blob: Blob): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve([...new Uint8Array(reader.result as ArrayBuffer)]);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
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
