import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { plainText, plainWords } from './plain-words';

describe(plainText.name, () => {
  it('reads a message as its words, ICU quoting undone', () => {
    expect(plainText("L''aperçu est fermé.", 'test')).toBe("L'aperçu est fermé.");
    expect(plainText("Use '{'braces'}' and #", 'test')).toBe('Use {braces} and #');
  });

  it('fails the build on a message with anything to fill in', () => {
    expect(() => plainText('Failed with {status}', 'api.x in de.json')).toThrow(
      'api.x in de.json must be plain text, with no placeholder or tag',
    );
    expect(() => plainText('Open <b>it</b>', 'x')).toThrow('must be plain text');
  });
});

describe(plainWords.name, () => {
  const dir = mkdtempSync(join(tmpdir(), 'plain-words-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("takes the messages asked for from a language's catalogue, and fails on one it lacks", () => {
    writeFileSync(join(dir, 'de.json'), JSON.stringify({ 'a.b': 'Hallo', 'a.c': 'Welt', 'a.d': 'nicht' }));
    expect(plainWords(dir, 'de', ['a.b', 'a.c'])).toEqual({ 'a.b': 'Hallo', 'a.c': 'Welt' });
    expect(() => plainWords(dir, 'de', ['a.x'])).toThrow('de.json has no message a.x');
  });
});
