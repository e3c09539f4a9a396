/**
 * Characters nobody sees in a file name although they change what it says or how it shows: control characters
 * (category Cc), format characters (Cf: the bidirectional controls that reorder text, so `invoice\u202Efdp.exe`
 * shows as `invoiceexe.pdf`, zero-width spaces, the byte-order mark, the soft hyphen, tag characters), line and
 * paragraph separators (Zl, Zp), and halves of surrogate pairs, which encode no character at all.
 *
 * Unicode's own category is the rule, rather than a hand-made list, so characters added later fall under it.
 * Two uses of format characters are part of honest names and stay: a zero-width joiner or non-joiner between two
 * letters, marks, digits or symbols (Persian and Indic spelling, emoji sequences such as woman, joiner, laptop),
 * and the tag characters that spell a subdivision flag after U+1F3F4 (the flag of Scotland). A joiner anywhere
 * else joins nothing.
 */

// Alternatives, in order: a whole flag tag sequence (kept), a joiner between two visible characters (kept), or a
// hidden character. The `u` flag makes \p{Cs} match a lone surrogate half.
const FLAG_TAGS = String.raw`\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}`;
const JOINER = String.raw`(?<=[\p{L}\p{M}\p{N}\p{S}])[\u200C\u200D](?=[\p{L}\p{M}\p{N}\p{S}])`;
const HIDDEN = String.raw`[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]`;
const SCAN = new RegExp(`(${FLAG_TAGS})|(${JOINER})|(${HIDDEN})`, 'gu');

// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const CONTROL = /^[\u0000-\u001f\u007f-\u009f]$/;

/** Replaces each hidden character of `text` with what `replace` makes of it; everything else stays. */
export function replaceInvisible(text: string, replace: (character: string) => string): string {
  return text.replace(SCAN, (match, _flag: string | undefined, _joiner: string | undefined, hidden?: string) =>
    hidden === undefined ? match : replace(hidden),
  );
}

/** The hidden characters of `text`, in order. */
export function invisibleCharacters(text: string): string[] {
  const found: string[] = [];
  replaceInvisible(text, (character) => {
    found.push(character);
    return character;
  });
  return found;
}

/** Whether `character` is a C0 or C1 control character or DEL. */
export function isControlCharacter(character: string): boolean {
  return CONTROL.test(character);
}

/** `U+202E`: how a person looks a character up. */
export function codePointOf(character: string): string {
  return `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

const SHORT_ESCAPES: Readonly<Record<string, string>> = {
  '\b': '\\b',
  '\t': '\\t',
  '\n': '\\n',
  '\f': '\\f',
  '\r': '\\r',
};

/** A hidden character written so it can be seen: `\n`, `\u0000`, `\u202e`, `\u{e0001}`, as JavaScript writes them. */
export function escapeInvisible(character: string): string {
  const short = SHORT_ESCAPES[character];
  if (short) return short;
  const hex = character.codePointAt(0)!.toString(16);
  return hex.length > 4 ? `\\u{${hex}}` : `\\u${hex.padStart(4, '0')}`;
}
