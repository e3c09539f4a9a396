import { parseHashList } from './hash-list.js';

const A = 'a'.repeat(64);
const B = 'B'.repeat(64);

describe(parseHashList.name, () => {
  it('reads one digest per line, lower-cased and each once, skipping comments and blank lines', () => {
    const text = ['# known bad files', A, '', `${B}  # from the hotline`, A.toUpperCase(), '   '].join('\n');
    expect(parseHashList(text)).toEqual({ hashes: [A, B.toLowerCase()], invalidLines: [] });
  });

  it("reads sha256sum's output (digest, then the file name)", () => {
    expect(parseHashList(`${A}  photos/cat.jpg\r\n${B} *setup.exe`).hashes).toEqual([A, B.toLowerCase()]);
  });

  it('reports the lines that hold no digest, by number', () => {
    const text = [A, 'not a hash', 'a'.repeat(63), `${'g'.repeat(64)}`, '# fine', `x${A}`].join('\n');
    expect(parseHashList(text)).toEqual({ hashes: [A], invalidLines: [2, 3, 4, 6] });
  });
});
