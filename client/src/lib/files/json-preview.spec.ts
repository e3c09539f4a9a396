import { jsonPreview } from './json-preview';

describe('jsonPreview', () => {
  it('pretty-prints and shortens long strings only', () => {
    const long = `data:image/png;base64,${'A'.repeat(500)}`;
    const text = jsonPreview({ folderCode: '0427', qrCode: long }, 30);
    expect(text).toContain('"folderCode": "0427"');
    expect(text).toContain(`"${long.slice(0, 30)}… (${long.length} characters)"`);
    expect(text).not.toContain('A'.repeat(31));
  });
});
